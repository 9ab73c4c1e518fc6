/** Français : tutoiement, point médian pour les personnes, espace insécable avant « : ? ! ». */
import type { ErrorsMessageId } from './en.js';

export const fr = {
  'error.code.400': 'Ceci n’a pas été accepté : vérifie ce que tu as saisi et renvoie-le.',
  'error.code.403': 'Tu n’as pas le droit de faire ça.',
  'error.code.404': 'Il n’y a rien ici : ça a peut-être été renommé ou supprimé.',
  'error.code.405': 'Cette adresse ne s’utilise pas ainsi : reviens en arrière et utilise le formulaire de la page.',
  'error.code.408': 'Ton navigateur a mis trop de temps à envoyer ceci : réessaie.',
  'error.code.415':
    'Ce que ton navigateur a envoyé n’a pas pu être lu : reviens en arrière et utilise le formulaire de la page.',
  'error.code.429': 'Trop d’essais en peu de temps : attends une minute, puis réessaie.',
  'error.code.431':
    'Ton navigateur a envoyé trop de données avec cette requête : efface les cookies de ce site et réessaie.',
  'error.code.500': 'Un problème est survenu de notre côté : réessaie dans un instant.',
  'error.code.501': 'Ce n’est pas disponible dans le format demandé.',
  'error.code.503': 'Ce n’est pas disponible pour le moment et rien n’a été changé : réessaie dans un instant.',
  'error.code.1003': 'Tu n’es pas connecté·e, ou ta session a expiré : reconnecte-toi.',
  'error.code.1004':
    'Pour s’inscrire ici, il faut un code d’invitation : demandes-en un à une personne qui a déjà un compte ici.',
  'error.code.1006':
    'Ce nom d’utilisateur·ice n’est pas utilisable : utilise de 2 à 40 lettres, chiffres, _, . ou -, pas seulement des points.',
  'error.code.1007': 'Ce nom d’utilisateur·ice est déjà pris : choisis-en un autre.',
  'error.code.1009': 'Tu as déjà créé autant d’invitations que possible.',
  'error.code.2001': 'Personne ne porte ce nom ici : son nom a peut-être changé, ou son compte a été supprimé.',
  'error.code.2002': 'La liste des membres de cette personne est privée.',
  'error.code.2003': 'Ta collection de drapeaux est pleine : supprime un drapeau pour en ajouter un autre.',
  'error.code.2004': 'Le lien court ne peut être changé qu’une fois par heure : réessaie plus tard.',
  'error.code.3001': 'Aucun membre ne porte ce nom ici : son nom a peut-être changé, ou sa page a été supprimée.',
  'error.code.3002': 'Tu as déjà autant de membres que possible.',
  'error.code.3003': 'Tu as déjà un membre avec ce nom : choisis-en un autre.',
  'error.code.3004': 'Ce membre ne fait pas partie de ton compte.',
  'error.code.4001': 'Ce que tu as envoyé est trop volumineux.',
  'error.code.4002': 'Tu ne peux pas faire ça.',

  'error.field.invalid': '{field} n’est pas valide\u00a0: vérifie et réessaie.',

  'error.named.notFound':
    'Introuvable : ça a peut-être déjà été supprimé. Recharge la page pour voir ce qui s’y trouve maintenant.',
  'error.named.wrongCredentials': 'Nom d’utilisateur·ice ou mot de passe incorrect.',
  'error.named.wrongRecoveryCode':
    'Nom d’utilisateur·ice ou code de récupération incorrect (chaque code de récupération ne sert qu’une fois).',
  'error.named.inviteInvalid': 'Ce code d’invitation est inconnu ou a déjà servi.',
  'error.named.inviteLimitReached': 'Tu as déjà créé autant d’invitations que possible ({limit}).',
  'error.named.invalidPassword': 'Le nouveau mot de passe doit compter de 8 à 256 caractères.',
  'error.named.wrongPassword': 'Le mot de passe actuel n’est pas le bon.',
  'error.named.memberLimitReached': 'Tu as déjà autant de membres que possible ({limit}).',
  'error.named.flagNotFound': 'Ce drapeau n’existe plus : il a peut-être été supprimé.',
  'error.named.flagLimitReached':
    'Ta collection de drapeaux est pleine (elle en contient {limit}) : supprime un drapeau pour en ajouter un autre.',
  'error.named.adminOnly': 'Cette action est réservée aux admins de cette instance.',
  'error.named.suspended':
    'Ton compte est suspendu : tu peux te connecter et lire tes données et tes avertissements, mais tu ne peux rien modifier.',
  'error.named.suspendedLinkedLogin':
    'Ce compte est suspendu : impossible de se connecter de cette façon. Connecte-toi avec ton mot de passe pour lire tes avertissements et exporter tes données.',
  'error.named.linkedAccountDeleted': 'Le compte Nametag auquel ceci est lié a été supprimé.',
  'error.named.accountBeingDeleted':
    'Ce compte a été supprimé et sera effacé définitivement le {until, date, long}. Connecte-toi avec son mot de passe pour le restaurer.',
  'error.named.cannotReportSelf': 'Tu ne peux pas te signaler toi-même.',
  'error.named.invalidCursor': 'Cette page de la liste n’existe plus : reviens à la première page.',
  'error.named.notOnYourself': 'Les admins ne peuvent pas faire cette action sur leur propre compte.',
  'error.named.reportNotAboutUser': 'Ce signalement ne concerne pas ce compte.',
  'error.named.reportClosed': 'Ce signalement est déjà clos.',
  'error.named.alreadySuspended': 'Ce compte est déjà suspendu.',
  'error.named.notSuspended': 'Ce compte n’est pas suspendu.',
  'error.named.reportNotFound': 'Ce signalement n’existe plus.',
  'error.named.warningNotFound': 'Cet avertissement n’existe plus.',
  'error.named.reservedUsername': 'Ce nom d’utilisateur·ice est réservé : choisis-en un autre.',
  'error.named.webhookLimitReached': 'Tu as déjà autant de webhooks qu’un compte peut en avoir ({limit}).',
  'error.named.providerNotEnabled': 'Ce mode de connexion n’est pas disponible ici.',
  'error.named.loginFlowInvalid':
    'Ce lien de connexion a expiré, a déjà servi ou a été ouvert dans un autre navigateur : recommence.',
  'error.named.providerDenied': '{provider} n’a pas autorisé Nametag à lire ton compte, donc rien ne s’est passé.',
  'error.named.providerFailed':
    '{provider} n’a pas répondu comme prévu, donc rien ne s’est passé : réessaie plus tard.',
  'error.named.instance.empty': 'Tape l’adresse de ton serveur du fédivers, par exemple mastodon.social.',
  'error.named.instance.tooLong': 'Cette adresse de serveur est trop longue.',
  'error.named.instance.notAddress': 'Ce n’est pas l’adresse d’un serveur : tape son nom, par exemple mastodon.social.',
  'error.named.instance.notHttps': 'Seuls les serveurs accessibles en https peuvent être utilisés.',
  'error.named.instance.notServerName': 'Tape seulement le nom du serveur, par exemple mastodon.social.',
  'error.named.instance.nonStandardPort': 'Seuls les serveurs sur le port https standard peuvent être utilisés.',
  'error.named.instance.notInternetName': 'Ce n’est pas le nom d’un serveur sur Internet.',
  'error.named.instance.notPublic':
    '{host} n’a pas d’adresse publique\u00a0: seuls les serveurs sur Internet peuvent être utilisés.',
  'error.named.instance.timeout': '{host} n’a pas répondu à temps\u00a0: réessaie plus tard.',
  'error.named.instance.oddAnswer': '{host} n’a pas répondu comme un serveur du fédivers\u00a0: vérifie l’adresse.',
  'error.named.instance.unreachable': 'Nametag n’a pas pu joindre {host} : vérifie son nom, ou réessaie plus tard.',
  'error.named.instance.noApps':
    '{host} ne permet pas la connexion par des applis : est-ce bien un serveur compatible avec Mastodon ?',
  'error.named.badHost': 'Cette adresse ne désigne aucun serveur : ouvre le site à son adresse habituelle.',
  'error.named.publicUrlNeeded':
    'Pour se connecter via le fédivers, ce site doit connaître sa propre adresse : la personne qui gère le site doit d’abord la renseigner.',
  'error.named.accountLinkedElsewhere':
    'Ce compte {provider} est déjà lié à un autre compte Nametag : connecte-toi avec, ou délie-le d’abord là-bas.',
  'error.named.kindAlreadyLinked': 'Tu as déjà lié un compte {provider} : délie-le d’abord pour en lier un autre.',
  'error.named.notLinked': 'Aucun compte {provider} n’est lié au tien.',
  'error.named.syncAccountNotLinked':
    'Tu as autorisé @{account}@{host}, qui n’est pas le compte du fédivers lié au tien : connecte-toi là-bas avec le compte lié et réessaie.',
  'error.named.syncScopeMissing':
    'Ton serveur a laissé Nametag lire ton compte mais pas modifier ton profil, donc rien ne peut être tenu à jour : connecte-toi à nouveau et autorise-le.',
  'error.named.syncOff':
    'Ce serveur ne tient pas les pronoms à jour sur d’autres services : son administration ne l’a pas configuré.',
  'error.named.lastLoginMethod':
    'C’est ta seule façon de te connecter : définis un mot de passe ou lie un autre compte avant de délier celui-ci.',
  'error.named.formTooLarge':
    'Le formulaire est trop volumineux pour être envoyé (plus de {limit} Mo) : reviens en arrière et choisis une image plus petite.',
  'error.named.emptyUpdate': 'Rien n’a été changé : il n’y avait rien à enregistrer.',
  'error.named.shuttingDown': 'Le serveur redémarre et rien n’a été changé : réessaie dans un instant.',
  'error.named.mediaUnavailable':
    'Le stockage des images est indisponible pour le moment et rien n’a été changé : réessaie plus tard.',
  'error.named.busy': 'Le serveur est occupé : réessaie dans quelques secondes.',
  'error.named.importUnderWay':
    'Ton compte est déjà en cours de lecture depuis un service, dans un autre onglet ou une autre application. Attends que ce soit fini, ou réessaie dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'error.named.serviceCrowded':
    'Ce serveur lit déjà des comptes de {host} pour d’autres personnes. Réessaie dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'error.named.audienceNotFound': 'Ce public n’existe plus : il a peut-être été supprimé.',
  'error.named.audienceLimitReached':
    'Vous avez {limit} publics, le maximum pour un compte : supprimez-en un avant d’en créer un autre.',
  'error.named.groupNotFound': 'Ce groupe n’existe plus : il a peut-être été supprimé.',
  'error.named.groupLimitReached':
    'Tu as {limit} groupes, le maximum pour un compte : supprimes-en un avant d’en créer un autre.',
  'error.named.groupNameInUse': 'Tu as déjà un groupe de ce nom : choisis-en un autre.',
  'error.named.notOwnMembers':
    'L’un des membres choisis n’est pas à toi (il a peut-être été supprimé) : choisis de nouveau.',
  'error.named.shareLinkNotFound': 'Ce lien de partage n’existe plus.',
  'error.named.shareLinkLimitReached':
    'Ce public a {limit} liens ouverts, le maximum : révoquez-en un avant d’en créer un autre.',
  'error.uploadUnreadable': 'Le fichier envoyé n’a pas pu être lu : choisis-le de nouveau et renvoie le formulaire.',
} satisfies Record<ErrorsMessageId, string>;
