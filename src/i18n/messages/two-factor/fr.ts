/**
 * Français : tutoiement, écriture inclusive au point médian là où il s’agit de personnes, espace
 * insécable avant : ; ? !
 */
import type { TwoFactorMessageId } from './en.js';

export const fr = {
  'twoFactor.title': 'Connexion en deux étapes',
  'twoFactor.lead.on':
    'La connexion en deux étapes est activée : après ton mot de passe, Nametag demande un code de ton appli d’authentification, une clé d’accès ou un code de récupération.',
  'twoFactor.lead.off':
    'La connexion en deux étapes est désactivée. Active-la avec une appli d’authentification ou une clé d’accès : après ton mot de passe, Nametag demandera alors une deuxième preuve que c’est bien toi.',
  'twoFactor.summary.on': 'La connexion en deux étapes est activée. <link>La gérer</link>.',
  'twoFactor.summary.off':
    'Demander une deuxième preuve après ton mot de passe : <link>configurer la connexion en deux étapes</link>.',
  'twoFactor.totp.heading': 'Appli d’authentification',
  'twoFactor.totp.explain':
    'Une appli d’authentification (comme Aegis, 2FAS, Google Authenticator ou un gestionnaire de mots de passe) affiche un nouveau code à six chiffres toutes les 30 secondes.',
  'twoFactor.totp.start': 'Configurer une appli d’authentification',
  'twoFactor.totp.scan': 'Scanne ce code avec ton appli d’authentification.',
  'twoFactor.totp.qrLabel': 'Code QR de la clé pour ton appli d’authentification',
  'twoFactor.totp.manual': 'Ou tape cette clé dans l’appli :',
  'twoFactor.totp.confirmCode': 'Le code que l’appli affiche maintenant',
  'twoFactor.totp.confirm': 'Activer',
  'twoFactor.totp.cancel': 'Annuler',
  'twoFactor.totp.isOn': 'Ton appli d’authentification est configurée.',
  'twoFactor.totp.off': 'Désactiver l’appli d’authentification',
  'twoFactor.proof.password': 'Ton mot de passe',
  'twoFactor.proof.label': 'Ton mot de passe ou un code de ton appli d’authentification',
  'twoFactor.proof.codeOnly': 'Un code de ton appli d’authentification',
  'twoFactor.passkeys.heading': 'Clés d’accès',
  'twoFactor.passkeys.explain':
    'Une clé d’accès est gardée par ton appareil ou ton gestionnaire de mots de passe et se déverrouille avec ton empreinte, ton visage ou un code PIN. Elle peut te connecter sans mot de passe, ou servir de deuxième étape.',
  'twoFactor.passkeys.added': 'ajoutée le {day}',
  'twoFactor.passkeys.addedUsed': 'ajoutée le {day}, utilisée pour la dernière fois le {used}',
  'twoFactor.passkeys.remove': 'Retirer {name}',
  'twoFactor.passkeys.name': 'Nom de la nouvelle clé d’accès (par exemple, l’appareil)',
  'twoFactor.passkeys.add': 'Ajouter une clé d’accès',
  'twoFactor.passkeys.needsScript': 'Pour ajouter une clé d’accès, JavaScript doit être activé dans ton navigateur.',
  'twoFactor.passkey.failed': 'La clé d’accès n’a pas marché : réessaie, ou utilise un code.',
  'twoFactor.recovery.heading': 'Codes de récupération',
  'twoFactor.recovery.left':
    '{count, plural, one {Il te reste # code de récupération.} other {Il te reste # codes de récupération.}} Chacun sert aussi une fois de deuxième étape. Garde-les en lieu sûr : <link>en créer de nouveaux</link>.',
  'twoFactor.recovery.none':
    'Tu n’as aucun code de récupération. Sans ton appli ou ta clé d’accès, tu ne pourrais plus entrer : <link>crée des codes de récupération</link> et garde-les en lieu sûr.',
  'twoFactor.provider.heading': 'Comptes liés',
  'twoFactor.provider.ask': 'Demander aussi ma deuxième étape après une connexion avec un compte lié',
  'twoFactor.provider.save': 'Enregistrer',
  'twoFactor.back': 'Retour aux paramètres',
  'twoFactor.notice.totpOn':
    'Ton appli d’authentification est activée : Nametag demande un de ses codes à la connexion.',
  'twoFactor.notice.totpOff': 'Ton appli d’authentification est désactivée.',
  'twoFactor.notice.passkeyAdded': 'Ta clé d’accès est ajoutée.',
  'twoFactor.notice.passkeyRemoved': 'La clé d’accès est retirée.',
  'twoFactor.notice.saved': 'Enregistré.',
  'twoFactor.notice.setupCancelled': 'La configuration est annulée.',
  'twoFactor.step.title': 'Encore une étape',
  'twoFactor.step.lead':
    'Pour te connecter en tant que {username}, tape le code que ton appli d’authentification affiche maintenant.',
  'twoFactor.step.leadNoApp':
    'Pour te connecter en tant que {username}, utilise ta clé d’accès ou un code de récupération.',
  'twoFactor.step.leadAnon': 'Pour te connecter, tape le code que ton appli d’authentification affiche maintenant.',
  'twoFactor.step.leadNoAppAnon': 'Pour te connecter, utilise ta clé d’accès ou un code de récupération.',
  'twoFactor.step.code': 'Code',
  'twoFactor.step.codeHint': 'Six chiffres de ton appli, ou un de tes codes de récupération.',
  'twoFactor.step.submit': 'Se connecter',
  'twoFactor.step.passkey': 'Utiliser une clé d’accès',
  'twoFactor.step.again': 'Ce n’est pas toi, ou tu es bloqué·e ? <link>Recommencer</link>.',
  'twoFactor.step.problem': 'Pas encore connecté·e : vérifie ceci.',
  'twoFactor.step.wrong': 'Nom d’utilisateur·ice, mot de passe ou code incorrect. Vérifie le code et réessaie.',
  'twoFactor.step.expired': 'Cela a pris trop de temps ou trop d’essais : connecte-toi à nouveau.',
  'login.passkey': 'Se connecter avec une clé d’accès',
  'error.named.secondFactorRequired': 'Ce compte demande une deuxième étape après le mot de passe.',
  'error.named.secondFactorTicketInvalid': 'Cela a pris trop de temps ou trop d’essais : connecte-toi à nouveau.',
  'error.named.wrongTwoFactorCode': 'Ce code n’est pas le bon : tape celui que ton appli affiche maintenant.',
  'error.named.wrongTwoFactorProof': 'Ce n’est ni ton mot de passe ni un code actuel de ton appli d’authentification.',
  'error.named.totpAlreadyOn':
    'Une appli d’authentification est déjà activée : désactive-la d’abord pour en configurer une autre.',
  'error.named.passkeyRefused': 'La clé d’accès n’a pas pu être vérifiée : réessaie.',
} as const satisfies Record<TwoFactorMessageId, string>;
