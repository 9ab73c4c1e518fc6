/**
 * Français : tutoiement, écriture inclusive au point médian (ami·es) là où il s’agit de personnes,
 * espace insécable avant « : ? ! ».
 */
import type { FrameAndAccountMessageId } from './en.js';

export const fr = {
  'layout.skip': 'Aller au contenu',
  'layout.nav.account': 'Compte',
  'layout.nav.edit': 'Modifier le profil',
  'layout.nav.settings': 'Paramètres',
  'layout.nav.admin': 'Administration',
  'layout.nav.logOut': 'Se déconnecter',
  'layout.nav.logIn': 'Se connecter',
  'layout.nav.signUp': 'S’inscrire',
  'layout.footer.api': 'API',
  'layout.theme.label': 'Thème',
  'layout.theme.lead': 'Thème :',
  'layout.theme.system': 'Système',
  'layout.theme.light': 'Clair',
  'layout.theme.dark': 'Sombre',
  'layout.language.label': 'Langue',
  'layout.language.lead': 'Langue :',

  'home.title': 'Dis aux gens comment s’adresser à toi',
  'home.lead':
    'Nametag est une page pour tes noms, tes pronoms et les mots par lesquels tu veux qu’on te désigne — chacun marqué favori, OK, pour rire, entre ami·es seulement ou à éviter —, avec de la place pour les membres d’un système ou tes personas. Partage un seul lien ; les applis et les bots lisent les mêmes données via l’API.',
  'home.description': 'Partage comment tu veux qu’on s’adresse à toi : prénoms, pronoms et plus encore.',
  'home.yourPage': 'Ta page',
  'home.editProfile': 'Modifier ton profil',
  'home.signUp': 'S’inscrire',
  'home.logIn': 'Se connecter',
  'home.figures':
    '{users, plural, one {# personne} other {# personnes}} et {members, plural, one {# membre} other {# membres}} ont une page ici.',
  'home.examples': 'Des exemples de phrases pour tous les pronoms : <links></links>.',

  'moveIn.offer':
    'Tu déménages depuis pronouns.cc ? <link>Apporte ton profil</link> : noms, pronoms, champs, liens et membres viennent avec.',
  'moveIn.offer.signUp':
    'Tu déménages depuis pronouns.cc ? <link>Inscris-toi et apporte ton profil</link> : noms, pronoms, champs, liens et membres viennent avec.',
  'error.notFound': 'Page introuvable',
  'error.status': 'Erreur {status}',
  'error.home': 'Aller à l’accueil',

  'error.busy': 'Le serveur est occupé\xa0; réessaie dans un instant.',
  'error.csrf':
    'Ce formulaire a expiré ou ne vient pas de ce site. Reviens en arrière, recharge la page et envoie-le à nouveau.',
  'error.internal': 'Un problème est survenu de notre côté (identifiant de requête {id}).',

  'form.problemSummary': 'Rien n’a été enregistré : vérifie ceci.',
  'form.username': 'Nom d’utilisateur·ice',
  'form.username.hint': '2 à 40 lettres, chiffres, _ . ou - ; ta page sera à /@nom',
  'form.password': 'Mot de passe',
  'form.newPassword': 'Nouveau mot de passe',
  'form.newPassword.hint': 'Au moins 8 caractères',
  'form.invite': 'Code d’invitation',
  'form.createAccount': 'Créer le compte',

  'login.title': 'Se connecter',
  'login.usernameOrEmail': 'Nom d’utilisateur·ice ou adresse e-mail',
  'login.submit': 'Se connecter',
  'restore.title': 'Restaurer ton compte ?',
  'restore.explain':
    'Tu as supprimé ce compte. Il sera effacé définitivement le {until} ; d’ici là, tu peux le restaurer avec sa page, ses membres et tout le reste.',
  'restore.ended':
    'Ses jetons d’API et synchronisations ont pris fin à la suppression : configure-les à nouveau ensuite.',
  'restore.submit': 'Restaurer mon compte',
  'restore.notNow': 'Pas maintenant',
  'restore.expired':
    'Cette proposition de restauration a expiré ou a déjà servi : reconnecte-toi pour en obtenir une nouvelle.',
  'login.recover.both':
    'Mot de passe oublié ? <mail>Reçois un lien par e-mail</mail> ou <code>utilise un code de récupération</code>.',
  'login.recover.code':
    'Mot de passe oublié ? <code>Utilise un code de récupération</code> ou <help>vois ce que tu peux faire d’autre</help>.',
  'login.noAccount': 'Pas encore de compte ? <link>Inscris-toi</link>',

  'signup.title': 'S’inscrire',
  'signup.haveAccount': 'Déjà un compte ? <link>Connecte-toi</link>',

  'signup.moveIn': 'Je déménage depuis pronouns.cc : ensuite, emmène-moi là où j’apporte mon profil',
  'signup.moveIn.hint': 'Il te faudra un jeton d’API créé sur pronouns.cc (là-bas : Settings, puis API tokens).',
  'logout.title': 'Se déconnecter',
  'logout.submit': 'Se déconnecter',

  'providers.logIn.heading': 'Se connecter avec un autre compte',
  'providers.signUp.heading': 'S’inscrire avec un autre compte',
  'providers.logIn.with': 'Se connecter avec {provider}',
  'providers.signUp.with': 'S’inscrire avec {provider}',
  'providers.logIn.fediverse': 'Se connecter avec le fédivers',
  'providers.signUp.fediverse': 'S’inscrire avec le fédivers',
  'providers.server': 'Serveur du fédivers (Mastodon et compatibles)',
  'providers.server.hint': 'Le serveur où se trouve ton compte du fédivers',

  'field.display_name': 'Le nom affiché',
  'field.name': 'Le nom',
  'field.bio': 'La bio',
  'field.content_note': 'L’avertissement de contenu',
  'field.member_title': 'Le titre de ta section des membres',
  'field.timezone': 'Le fuseau horaire',
  'field.avatar': 'L’avatar',
  'field.username': 'Le nom d’utilisateur·ice',
  'field.password': 'Le mot de passe',
  'field.invite': 'Le code d’invitation',
  'field.reason': 'La raison',
  'field.description': 'La description',
  'field.flag': 'L’image du drapeau',
  'field.icon': 'L’icône',
  'field.color': 'La couleur',
  'field.links': 'Les liens',
  'field.link': 'Le lien {n}',
  'field.names': 'Les noms',
  'field.nameEntry': 'Le nom {n}',
  'field.pronouns': 'Les pronoms',
  'field.pronounsShownAs': '« Affiché comme » des pronoms {n}',
  'field.pronounEntry': 'Les pronoms {n}',
  'field.fields': 'Les champs',
  'field.fieldName': 'Le nom du champ {n}',
  'field.fieldEntry': 'L’entrée {entry} du champ {n}',
  'field.fieldEntries': 'Les entrées du champ {n}',
  'field.field': 'Le champ {n}',
  'field.flags': 'Les drapeaux',
  'field.flagEntry': 'Le drapeau {n}',
  'field.preferences': 'Tes préférences',
  'field.preference': 'La préférence {n}',
  'field.somePreference': 'Une préférence',
  'field.preferenceLabel': 'Le libellé de la préférence {n}',
  'field.somePreferenceLabel': 'Le libellé d’une préférence',
  'field.preferenceIcon': 'L’icône de la préférence {n}',
  'field.somePreferenceIcon': 'L’icône d’une préférence',
  'field.other': 'Le champ « {path} »',
  'list.names': 'noms',
  'list.pronouns': 'entrées de pronoms',
  'list.links': 'liens',
  'list.fields': 'champs',
  'list.flags': 'drapeaux sur un profil',
  'list.custom_preferences': 'préférences personnalisées',
  'list.fieldEntries': 'entrées dans un champ',
  'list.other': 'entrées ici',
  'problem.tooLong': '{field} : {limit, plural, one {# caractère} other {# caractères}} au maximum.',
  'problem.tooLongCounted':
    '{field} : {limit, plural, one {# caractère} other {# caractères}} au maximum (il y en a {length, number}).',
  'problem.empty': '{field} : ce champ ne peut pas être vide.',
  'problem.tooShort': '{field} : au moins {limit, plural, one {# caractère} other {# caractères}}.',
  'problem.tooShortCounted':
    '{field} : au moins {limit, plural, one {# caractère} other {# caractères}} (il y en a {length, number}).',
  'problem.tooMany': 'Tu peux avoir au maximum {limit, number} {things} : retires-en avant d’enregistrer.',
  'problem.required': '{field} : ce champ est obligatoire.',
  'problem.linkScheme': '{field} doit commencer par https:// — voulais-tu dire {suggestion} ?',
  'problem.linkInvalid': '{field} doit être une adresse web commençant par https:// (ou http://).',
  'problem.timeZone': 'Choisis un fuseau horaire dans la liste (par exemple Europe/Berlin), ou laisse-le vide.',
  'problem.preference': 'Choisis une préférence dans la liste pour {fieldInSentence}.',
  'problem.flagLibrary':
    'Un des drapeaux choisis n’est plus dans ta collection : recharge la page et choisis à nouveau.',
  'problem.flagRepeated': 'Un drapeau a été choisi deux fois : choisis chaque drapeau une seule fois.',
  'problem.memberNameLength':
    'Le nom doit compter de 1 à 100 caractères (les espaces au début et à la fin ne comptent pas).',
  'problem.memberNameCharacters': 'Le nom ne peut pas contenir / \\ ? # ni % : il fait partie de l’adresse du membre.',
  'problem.memberNameInvisible':
    'Le nom contient un caractère invisible ou qui change le sens du texte : retape-le sans le coller, ou supprime ce caractère.',
  'problem.memberNameDots': 'Un membre ne peut pas s’appeler « . » ou « .. » : choisis un autre nom.',
  'problem.iconName':
    '« {value} » n’est pas une des icônes : tape quelques lettres (heart, star, moon…) et choisis-en une dans la liste.',
  'problem.image': '{field} : impossible de l’utiliser ({reason}). Choisis une image PNG, JPEG, GIF ou WebP.',
  'problem.invalid': '{field} : valeur non valide ({reason}).',
  'problem.username.invalid':
    'Nom d’utilisateur·ice non valide : utilise de 2 à 40 caractères parmi A-Z, a-z, 0-9, _, . et -, pas seulement des points.',
  'problem.username.reserved': 'Ce nom d’utilisateur·ice est réservé : choisis-en un autre.',
  'problem.username.taken': 'Ce nom d’utilisateur·ice est déjà pris.',
  'problem.memberNameInUse': 'Tu as déjà un membre nommé « {name} » : choisis un autre nom.',
  'problem.login.wrong': 'Nom d’utilisateur·ice ou mot de passe incorrect',
  'problem.login.tooMany':
    'Trop de connexions échouées pour ce nom d’utilisateur·ice : réessaie dans {minutes, plural, one {# minute} other {# minutes}}.',
  'problem.inviteRequired': 'Ce serveur demande un code d’invitation pour s’inscrire',
  'problem.inviteInvalid': 'Ce code d’invitation est inconnu ou a déjà servi',
  'error.noPage': 'Il n’y a pas de page à cette adresse.',
  'login.loggedOutEverywhere': 'Tu es déconnecté·e partout.',

  'recover.title': 'Mot de passe oublié ?',
  'recover.intro':
    'Utilise un des codes de récupération que tu as enregistrés en les créant dans les Paramètres. Chaque code sert une fois ; tous les autres navigateurs où tu es connecté·e sont déconnectés.',
  'recover.code': 'Code de récupération',
  'recover.code.hint': '16 lettres et chiffres, comme k7m2-9xqa-3vd8-p4rt (majuscules et tirets sans importance)',
  'recover.noCodes':
    'Pas de codes ? Si tu t’es inscrit·e avec un autre service, connecte-toi avec lui sur la <link>page de connexion</link>. Sinon, l’administration de ce serveur peut t’aider.',
  'recover.wrong': 'Nom d’utilisateur·ice ou code de récupération incorrect (chaque code ne sert qu’une fois)',
  'recover.tooMany':
    'Trop d’essais pour ce nom d’utilisateur·ice : attends un quart d’heure, puis réessaie. Ton mot de passe n’a pas changé.',
  'recover.notChanged': 'Ton mot de passe n’a pas changé : vérifie ceci.',
  'password.setAndLogIn': 'Enregistrer le nouveau mot de passe et se connecter',
  'password.othersLoggedOut': 'Tous les autres navigateurs où tu es connecté·e sont déconnectés.',
  'forgot.title': 'Recevoir un lien par e-mail',
  'forgot.intro':
    'Si ton compte a une adresse e-mail confirmée, nous y envoyons un lien pour choisir un nouveau mot de passe. Il sert une fois, pendant 30 minutes, et déconnecte tous les navigateurs.',
  'forgot.submit': 'M’envoyer un lien',
  'forgot.noAddress': 'Pas d’adresse sur ton compte ? <link>Utilise un code de récupération</link>.',
  'forgot.requested':
    'Si un compte a ce nom ou cette adresse et une adresse confirmée, un lien est en route vers elle.',
  'forgot.noMail.title': 'Mot de passe oublié ?',
  'forgot.noMail.intro':
    'Ce serveur n’envoie pas d’e-mails : il ne peut donc pas t’envoyer de lien pour choisir un nouveau mot de passe. Ce que tu peux faire à la place :',
  'forgot.noMail.code':
    '<link>Utilise un code de récupération</link> enregistré depuis les Paramètres : il définit un nouveau mot de passe et te connecte.',
  'forgot.noMail.linked':
    'Si tu as lié un autre compte (un compte du fédivers, par exemple), <link>connecte-toi avec</link> et choisis un nouveau mot de passe dans les Paramètres.',
  'forgot.noMail.operator':
    'Sans l’un ni l’autre, demande aux personnes qui gèrent {host} : elles seules peuvent alors t’aider.',
  'reset.title': 'Choisir un nouveau mot de passe',
  'reset.linkRefused': 'Ce lien a déjà servi ou a expiré : demandes-en un nouveau',
  'verify.title': 'Confirme ton adresse e-mail',
  'verify.done':
    '<address></address> est maintenant l’adresse de ton compte : tu peux t’en servir pour te connecter, et y recevoir un lien si tu oublies ton mot de passe.',
  'verify.back': 'Retour aux paramètres',
  'verify.askAgain': 'Demande un nouveau lien dans les <link>Paramètres</link>.',
  'verify.submit': 'Confirmer l’adresse',
  'verify.inUse': 'Cette adresse appartient déjà à un autre compte ici',
  'problem.passwordLength': 'Le nouveau mot de passe doit compter de 8 à 256 caractères',
  'problem.groupColor': 'Indique la couleur en six chiffres hexadécimaux, par exemple #a05cd6',
  'problem.groupIcon': 'Utilise un emoji ou au plus 16 caractères pour l’icône',
  'problem.groupNameInUse': 'Tu as déjà un groupe de ce nom : choisis-en un autre',
  'problem.groupMembers': 'L’un des membres choisis n’est pas à toi : choisis de nouveau',
  'settings.language.title': 'Langue',
  'settings.language.hint':
    'Les pages et les e-mails de Nametag sont dans cette langue. Une langue choisie en bas d’une page passe en premier dans ce navigateur.',
  'settings.language.label': 'Langue des pages et des e-mails',
  'settings.language.browser': 'La langue de ton navigateur',
  'settings.language.save': 'Enregistrer la langue',
  'settings.language.saved': 'Langue enregistrée.',
  'problem.language': 'Choisis une des langues de la liste',
  'mail.verify.subject': 'Confirme ton adresse e-mail pour Nametag',
  'mail.verify.asked':
    'Quelqu’un (toi, on l’espère) a demandé à utiliser cette adresse pour le compte Nametag @{username}.',
  'mail.verify.within':
    'Confirme-la dans la journée avec le lien ci-dessous. Si ce n’était pas toi, ne fais rien : l’adresse ne sera pas utilisée.',
  'mail.verify.link': 'Confirmer l’adresse',
  'mail.reset.subject': 'Choisis un nouveau mot de passe pour Nametag',
  'mail.reset.asked':
    'Quelqu’un (toi, on l’espère) a demandé un nouveau mot de passe pour le compte Nametag @{username}.',
  'mail.reset.once':
    'Le lien ci-dessous ne fonctionne qu’une fois, pendant 30 minutes ; s’en servir déconnecte le compte de tous les navigateurs.',
  'mail.reset.notYou': 'Si ce n’était pas toi, ne fais rien : ton mot de passe reste le même.',
  'mail.reset.link': 'Choisir un nouveau mot de passe',
} satisfies Record<FrameAndAccountMessageId, string>;
