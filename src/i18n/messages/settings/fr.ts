/**
 * Français : tutoiement, écriture inclusive au point médian là où il s’agit de personnes, espace
 * insécable avant : ; ? !
 */
import type { SettingsMessageId } from './en.js';

export const fr = {
  'settings.title': 'Paramètres',
  'settings.username.heading': 'Nom d’utilisateur·ice',
  'settings.username.submit': 'Changer de nom d’utilisateur·ice',
  'settings.password.heading': 'Mot de passe',
  'settings.password.current': 'Mot de passe actuel',
  'settings.password.none':
    'Ton compte n’a pas encore de mot de passe : définis-en un pour te connecter aussi avec ton nom d’utilisateur·ice.',
  'settings.password.change': 'Changer de mot de passe',
  'settings.password.set': 'Définir le mot de passe',
  'settings.currentPassword': 'Ton mot de passe actuel',

  'settings.email.heading': 'Adresse e-mail',
  'settings.email.current':
    'Ton adresse est {address} : tu peux te connecter avec, et y recevoir un lien si tu oublies ton mot de passe. Personne d’autre ne la voit.',
  'settings.email.none':
    'Pas encore d’adresse. Avec une adresse, tu peux te connecter avec et y recevoir un lien si tu oublies ton mot de passe. Personne d’autre ne la voit.',
  'settings.email.pending':
    'Un lien de confirmation a été envoyé à {address} : ouvre-le dans la journée pour utiliser cette adresse.',
  'settings.email.new': 'Une nouvelle adresse',
  'settings.email.yours': 'Ton adresse',
  'settings.email.password.hint':
    'L’adresse permet de réinitialiser ton mot de passe, alors la changer demande celui que tu as.',
  'settings.email.submit': 'M’envoyer un lien de confirmation',
  'settings.email.remove': 'Retirer l’adresse',

  'settings.recovery.heading': 'Codes de récupération',
  'settings.recovery.new':
    '<strong>Tes nouveaux codes de récupération</strong> — enregistre-les, imprime-les ou note-les maintenant : ils ne sont affichés qu’une fois. Chacun fonctionne une fois ; les anciens codes ne fonctionnent plus.',
  'settings.recovery.label': 'Tes codes de récupération',
  'settings.recovery.copy': 'Copier les codes',
  'settings.recovery.copied': 'Codes copiés.',
  'settings.recovery.copyFailed': 'Sélectionne le texte et copie-le.',
  'settings.recovery.none':
    'Tu n’as aucun code de récupération. Crée-les maintenant : si tu oublies ton mot de passe ou perds le compte avec lequel tu te connectes, un code te permet de revenir.',
  'settings.recovery.left':
    'Tu as {count, plural, one {# code de récupération inutilisé} other {# codes de récupération inutilisés}}, créés le {date}.',
  'settings.recovery.replace': 'De nouveaux codes remplacent ceux-ci : les anciens ne fonctionneront plus.',
  'settings.recovery.password.hint':
    'Un code peut définir un nouveau mot de passe, alors créer des codes demande celui que tu as.',
  'settings.recovery.make': 'Créer des codes de récupération',
  'settings.recovery.makeNew': 'Créer de nouveaux codes de récupération',

  'settings.links.heading': 'Comptes liés',
  'settings.links.hint': 'Connecte-toi avec eux plutôt qu’avec un mot de passe. Personne d’autre ne les voit.',
  'settings.links.hintNoPassword':
    'Connecte-toi avec eux plutôt qu’avec un mot de passe. Personne d’autre ne les voit. Ton compte n’a pas de mot de passe : garde au moins un compte lié, ou définis un mot de passe.',
  'settings.links.linked': '{provider} : <strong>{account}</strong>',
  'settings.links.unlink': 'Délier',
  'settings.links.unlinkLabel': 'Délier {provider}',
  'settings.links.link': 'Lier {provider}',
  'settings.links.lookupsOff':
    'Les applis qui cherchent des pronoms par un compte {provider} (la recherche de PronounDB, utilisée par des extensions de navigateur et des bots) ne te trouvent pas par celui-ci.',
  'settings.links.lookupsOn':
    'Les applis qui cherchent des pronoms par un compte {provider} trouvent par celui-ci les pronoms que montre ton profil public. Elles n’apprennent pas ton nom d’utilisateur ici.',
  'settings.links.lookupsStart': 'Laisser les applis trouver mes pronoms',
  'settings.links.lookupsStartLabel': 'Laisser les applis trouver mes pronoms par mon compte {provider}',
  'settings.links.lookupsStop': 'Arrêter',
  'settings.links.lookupsStopLabel': 'Empêcher les applis de trouver mes pronoms par mon compte {provider}',

  'settings.sessions.heading': 'Où tu es connecté·e',
  'settings.sessions.caption': 'Tes sessions',
  'settings.sessions.browser': 'Navigateur',
  'settings.sessions.started': 'Connexion',
  'settings.sessions.ends': 'Fin',
  'settings.sessions.action': 'Action',
  'settings.sessions.client': '{browser} sur {system}',
  'settings.sessions.unknownClient': 'Un navigateur qui n’a pas dit lequel',
  'settings.sessions.thisBrowser': 'ce navigateur',
  'settings.sessions.never': 'jamais',
  'settings.sessions.logOut': 'Déconnecter',
  'settings.sessions.logOutLabel': 'Déconnecter {client}, connecté le {date}',
  'settings.sessions.logOutUnknownLabel': 'Déconnecter le navigateur connecté le {date}',
  'settings.sessions.endAll.hint':
    'Termine toutes les sessions, celle-ci aussi. Les jetons d’API continuent de fonctionner.',
  'settings.sessions.endAll': 'Se déconnecter partout',

  'settings.data.heading': 'Tes données',
  'settings.data.lead':
    'Télécharge tout, apporte un export de Nametag ou de PluralKit, ou déménage depuis pronouns.cc : <link>exporter et importer</link>.',

  'settings.tokens.heading': 'Jetons d’API',
  'settings.tokens.new': 'Ton nouveau jeton — copie-le maintenant, il n’est affiché qu’une fois :',
  'settings.tokens.name': 'Nom (facultatif)',
  'settings.tokens.readOnly': 'Lecture seule',
  'settings.tokens.expires': 'Expire',
  'settings.tokens.expires.never': 'Jamais',
  'settings.tokens.expires.day': 'Dans un jour',
  'settings.tokens.expires.month': 'Dans 30 jours',
  'settings.tokens.expires.year': 'Dans un an',
  'settings.tokens.create': 'Créer un jeton',
  'settings.tokens.none': 'Pas encore de jeton d’API.',
  'settings.tokens.caption': 'Tes jetons',
  'settings.tokens.column.name': 'Nom',
  'settings.tokens.column.access': 'Accès',
  'settings.tokens.column.created': 'Créé',
  'settings.tokens.column.expires': 'Expire',
  'settings.tokens.column.actions': 'Actions',
  'settings.tokens.thisBrowser': 'Ce navigateur',
  'settings.tokens.session': 'Session',
  'settings.tokens.access.readOnly': 'lecture seule',
  'settings.tokens.access.readWrite': 'lecture et écriture',
  'settings.tokens.never': 'jamais',
  'settings.tokens.thisSession': 'cette session',
  'settings.tokens.revoke': 'Révoquer',
  'settings.tokens.revokeLabel': 'Révoquer le jeton {name}',

  'settings.invites.heading': 'Invitations',
  'settings.invites.new': 'Ton nouveau code d’invitation — copie-le maintenant, il n’est affiché qu’une fois :',
  'settings.invites.create': 'Créer une invitation',
  'settings.invites.used': 'Créée le {date}, utilisée',
  'settings.invites.unused': 'Créée le {date}, pas encore utilisée',

  'settings.delete.heading': 'Supprimer ton compte',
  'settings.delete.lead':
    'Ta page et tous tes membres disparaissent aussitôt, et tes jetons d’API et synchronisations prennent fin. Jusqu’au {until}, la connexion te propose de tout restaurer ; ensuite, tout est effacé définitivement.',
  'settings.delete.exportFirst':
    'Avant de partir, <link>télécharge tes données</link> : tu pourras les importer ici à nouveau ou ailleurs.',
  'settings.delete.confirm': 'Tape ton nom d’utilisateur·ice pour confirmer',
  'settings.delete.submit': 'Supprimer mon compte',

  'settings.delete.question': 'Tu peux le restaurer en te connectant dans les 30 jours. Continuer ?',
  'settings.notice.linked': 'Compte {provider} lié.',
  'settings.notice.recoveredByCode':
    'Ton nouveau mot de passe est défini, et tous les autres navigateurs sont déconnectés. Le code utilisé ne fonctionne plus.',
  'settings.notice.recoveredByLink':
    'Ton nouveau mot de passe est défini, et tous les autres navigateurs sont déconnectés.',
  'settings.notice.restored':
    'Bon retour : ton compte est restauré. Tes jetons d’API et synchronisations ont pris fin à la suppression ; configure-les à nouveau ici.',
  'settings.notice.codesMade': 'Codes de récupération créés : ils sont ci-dessous.',
  'settings.notice.emailSent':
    'Un lien de confirmation est en route vers {address} : ouvre-le dans la journée pour utiliser l’adresse.',
  'settings.notice.emailRemoved': 'L’adresse est retirée.',
  'settings.notice.unlinked': 'Compte délié.',
  'settings.notice.lookupsOn': 'Les applis trouvent désormais tes pronoms par ton compte {provider}.',
  'settings.notice.lookupsOff': 'Les applis ne trouvent plus tes pronoms par ton compte {provider}.',
  'settings.notice.usernameChanged': 'Nom d’utilisateur·ice changé.',
  'settings.notice.passwordChanged': 'Mot de passe changé.',
  'settings.notice.tokenCreated': 'Jeton créé.',
  'settings.notice.tokenRevoked': 'Jeton révoqué.',
  'settings.notice.sessionEnded': 'Ce navigateur est déconnecté.',
  'settings.notice.inviteCreated': 'Invitation créée.',

  'settings.problem.currentPassword': 'Le mot de passe actuel n’est pas le bon : le mot de passe n’a pas été changé.',
  'settings.problem.recoveryPassword': 'Ce n’est pas ton mot de passe actuel : aucun code n’a été créé.',
  'settings.problem.emailPassword': 'Ce n’est pas ton mot de passe actuel : rien n’a été envoyé.',
  'settings.problem.emailInvalid': 'Ce n’est pas une adresse e-mail : vérifie-la et réessaie.',
  'settings.problem.emailInUse': 'Cette adresse appartient à un autre compte ici : vérifie-la et réessaie.',
  'settings.problem.emailTooMany':
    'Trop d’e-mails de confirmation dans la dernière heure : attends une heure, puis redemande',
  'settings.problem.lastLogin':
    'C’est ta seule façon de te connecter : définis un mot de passe ou lie un autre compte avant de délier celui-ci',
  'settings.problem.notLinked': 'Aucun compte {provider} n’est lié au tien',
  'settings.problem.sessionGone': 'Cette session est déjà terminée.',
  'settings.problem.inviteLimit':
    'Limite d’invitations atteinte : tu peux en créer au plus {limit, plural, one {# invitation} other {# invitations}}',
  'settings.problem.deleteConfirm': 'Tape exactement ton nom d’utilisateur·ice pour supprimer ton compte.',

  'data.title': 'Tes données',
  'data.back': 'Retour aux paramètres',
  'data.export.heading': 'Tout télécharger',
  'data.export.lead':
    'Ton profil, ta collection de drapeaux et chaque membre (les non listés aussi), tels que Nametag les exporte : ça peut être importé ici ou sur un autre serveur Nametag.',
  'data.export.zip': 'Télécharger (zip, avec les images)',
  'data.export.json': 'Télécharger (JSON seul)',
  'data.import.heading': 'Importer',
  'data.import.hint':
    'Un export Nametag (zip ou JSON) ou un export PluralKit (<code>{command}</code>), jusqu’à {limit, number} Mo. Tout ou rien : les membres sont associés par nom (mis à jour) ou créés, les drapeaux rejoignent ta collection, ton profil est remplacé par celui du fichier. Commence par l’aperçu pour voir ce qui changera.',
  'data.import.file': 'Fichier d’export',
  'data.preview': 'Aperçu',
  'data.importNow': 'Importer sans aperçu',
  'data.preview.heading': 'Ce que l’import va faire',
  'data.preview.confirm': 'Importer',
  'data.preview.cancel': 'Annuler',
  'data.service.heading': 'Déménager depuis pronouns.cc',
  'data.service.lead':
    'Apporte ton profil, tes membres (les non listés aussi), tes propres préférences, drapeaux et images depuis pronouns.cc, un autre Nametag ou tout service qui parle la même API. Crée un jeton d’API là-bas (sur pronouns.cc : Settings, puis API tokens) et colle-le ici : il ne sert qu’à cet import et n’est jamais conservé. Commence par l’aperçu pour voir ce qui changera et ce qui ne peut pas venir.',
  'data.service.url': 'L’adresse du service',
  'data.service.url.hint': 'Laisse vide pour {address}.',
  'data.service.token': 'Jeton d’API créé là-bas',

  'data.report.nametag': 'Un export Nametag.',
  'data.report.pluralkit': 'Un export PluralKit.',
  'data.report.service': 'Un compte lu sur pronouns.cc ou un service semblable.',
  'data.report.profileWasReplacedByFile':
    'Ton profil a été remplacé par celui du fichier (ton nom d’utilisateur·ice reste).',
  'data.report.profileWillBeReplacedByFile':
    'Ton profil sera remplacé par celui du fichier (ton nom d’utilisateur·ice reste).',
  'data.report.profileWasReplacedByImport':
    'Ton profil a été remplacé par celui importé (ton nom d’utilisateur·ice reste).',
  'data.report.profileWillBeReplacedByImport':
    'Ton profil sera remplacé par celui importé (ton nom d’utilisateur·ice reste).',
  'data.report.profileStays': 'Ton profil reste tel quel.',
  'data.report.membersCreated': 'Membres créés',
  'data.report.membersToCreate': 'Membres à créer',
  'data.report.membersUpdated': 'Membres mis à jour',
  'data.report.membersToUpdate': 'Membres à mettre à jour (associés par nom)',
  'data.report.groupsCreated': 'Groupes créés',
  'data.report.groupsToCreate': 'Groupes à créer',
  'data.report.groupsUpdated': 'Groupes mis à jour',
  'data.report.groupsToUpdate': 'Groupes à mettre à jour (associés par nom)',
  'data.report.flagsAdded': 'Drapeaux ajoutés à ta collection',
  'data.report.flagsToAdd': 'Drapeaux à ajouter à ta collection',
  'data.report.flagsHad': 'Drapeaux que tu avais déjà',
  'data.report.flagsHave': 'Drapeaux que tu as déjà',
  'data.report.audiencesMade': 'Publics créés pour ce que le fichier ne montre qu’à certaines personnes',
  'data.report.audiencesToMake': 'Publics à créer pour ce que le fichier ne montre qu’à certaines personnes',
  'data.report.audiencesHad': 'Tes publics qu’ont rejoints ceux du fichier de même nom',
  'data.report.audiencesHave': 'Tes publics que rejoindront ceux du fichier de même nom',
  'data.report.line': '{label} ({count, number}) : {names}',
  'data.report.more': '{names} et {count, number} de plus',
  'data.imported.heading': 'Importé',
  'data.welcome':
    'Ton compte est prêt. <move>Apporte ton profil depuis pronouns.cc</move> ci-dessous, ou <editor>commence avec un profil vide</editor>.',
  'data.report.corrected': 'Corrigé à l’import :',
  'data.report.willBeCorrected': 'Sera corrigé à l’import :',
  'data.sides.caption.preview': 'Ton profil maintenant et après l’import',
  'data.sides.caption.done': 'Ton profil avant l’import et maintenant',
  'data.sides.part': 'Partie de ton profil',
  'data.sides.now': 'Maintenant',
  'data.sides.after': 'Après l’import',
  'data.sides.before': 'Avant',
  'data.sides.displayName': 'Nom affiché',
  'data.sides.names': 'Noms',
  'data.sides.pronouns': 'Pronoms',
  'data.sides.fields': 'Champs',
  'data.sides.links': 'Liens',
  'data.sides.avatar': 'Avatar',
  'data.sides.members': 'Membres',
  'data.sides.none': 'aucun',
  'data.sides.yes': 'Oui',
  'data.sides.no': 'Non',
  'data.sides.willBeReplaced': 'Sera remplacé',
  'data.sides.stays': 'Reste tel quel',
  'data.sides.replaced': 'Remplacé',
  'data.sides.unchanged': 'Inchangé',
  'data.sides.membersComing':
    '{created, number} à créer, {updated, number} à mettre à jour (associés par nom) ; les autres restent',
  'data.sides.membersCame':
    '{created, number} créés, {updated, number} mis à jour (associés par nom) ; les autres inchangés',
  'data.report.leftOut': 'Laissé de côté :',
  'data.report.willBeLeftOut': 'Sera laissé de côté :',

  'data.problem.tokenPasted':
    'Ce jeton contient des espaces, des retours à la ligne ou des caractères invisibles, ou il est bien trop long : copie-le à nouveau, en entier.',
  'data.problem.urlTooLong': 'Cette adresse est trop longue.',
  'data.problem.expired':
    'L’aperçu a expiré (il est gardé dix minutes) : choisis à nouveau le fichier, ou relis le compte depuis le service.',
  'data.problem.tooLarge': 'Le fichier dépasse {limit, number} Mo : rien n’a été changé.',
  'data.problem.tooLargeChosen': 'Le fichier dépasse {limit, number} Mo : choisis-en un plus petit.',
  'data.problem.noFile': 'Choisis d’abord un fichier d’export.',
  'data.problem.noToken': 'Colle d’abord un jeton d’API créé sur ce service.',

  'providers.start.toServer':
    'Tu vas être envoyé·e sur <strong>{server}</strong> pour confirmer qui tu es. Continue seulement si ton compte du fédivers est sur ce serveur.',
  'providers.start.toYourServer': 'Tu vas être envoyé·e sur ton serveur pour confirmer qui tu es.',
  'providers.start.toProvider': 'Tu vas être envoyé·e sur {provider} pour confirmer qui tu es.',
  'providers.start.continue': 'Continuer avec {provider}',
  'providers.signup.lead':
    'Tu t’inscris avec ton compte {provider} <strong>{account}</strong>. Choisis le nom d’utilisateur·ice de ta page Nametag ; tu pourras définir un mot de passe plus tard dans tes paramètres.',
  'providers.signup.haveAccount':
    'Tu as déjà un compte ? <link>Connecte-toi</link>, puis lie {provider} dans tes paramètres.',
  'providers.redirect.title': 'Continuer vers {provider}',

  'notices.suspended':
    'Ton compte est suspendu : ton profil est caché aux autres, et tu peux lire tes données mais pas les modifier.',
  'notices.heading.one': 'Un message de l’équipe d’administration',
  'notices.heading.many': 'Des messages de l’équipe d’administration',
  'notices.read': 'J’ai lu ce message',
} satisfies Record<SettingsMessageId, string>;
