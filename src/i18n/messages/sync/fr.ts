/**
 * Français : tutoiement, écriture inclusive au point médian là où il s’agit de personnes, espace
 * insécable avant : ; ? !
 */
import type { SyncMessageId } from './en.js';

export const fr = {
  'sync.title': 'Pronoms ailleurs',
  'sync.lead':
    'Garde à jour sur tes comptes ailleurs les pronoms que montre ton profil public. Nametag les écrit chaque fois que tu les changes ici, et laisse tout le reste de ces profils tel quel.',
  'sync.off':
    'Ce serveur ne tient pas les pronoms à jour sur d’autres services : son administration ne l’a pas configuré.',
  'sync.settings.lead': 'Garde tes pronoms à jour sur Mastodon et d’autres services : <link>Pronoms ailleurs</link>.',
  'sync.mastodon.heading': 'Mastodon et le fédivers',
  'sync.mastodon.needsLink':
    'Lie d’abord le compte du fédivers sur la <link>page des paramètres</link> : Nametag écrit dans le compte avec lequel tu te connectes.',
  'sync.mastodon.hint':
    'Ton serveur te demande si Nametag peut modifier ton profil. Ensuite, Nametag garde à jour un champ de profil nommé « {label} » ; une fois connecté, tu peux choisir la langue de son nom.',
  'sync.mastodon.start': 'Garder mes pronoms à jour sur {account}',
  'sync.language': 'Langue du nom du champ',
  'sync.names': 'Garder aussi mes noms à jour, dans un champ nommé « {label} »',
  'sync.save': 'Enregistrer',
  'sync.status.synced': 'À jour sur {account}, écrit pour la dernière fois le {day}.',
  'sync.status.connected': 'Connecté à {account}.',
  'sync.status.waiting': 'Écriture sur {account} dans un instant.',
  'sync.problem.revoked':
    '{account} ne laisse plus Nametag modifier son profil (l’autorisation a été retirée ou a expiré). Connecte-toi à nouveau pour continuer.',
  'sync.problem.key_changed':
    'La clé de ce serveur a changé, donc l’autorisation que tu as donnée ne peut plus servir. Connecte-toi à nouveau pour continuer.',
  'sync.problem.unreachable': 'Nametag n’a pas pu joindre {server}. Il réessaiera tout seul.',
  'sync.problem.rate_limited': '{server} a demandé à Nametag d’attendre. Il réessaiera tout seul.',
  'sync.problem.refused':
    '{server} n’a pas accepté la modification. Nametag réessaiera à ta prochaine modification, ou maintenant :',
  'sync.problem.no_room':
    'Ton profil sur {server} n’a plus de place pour un autre champ. Retires-en un là-bas, puis réessaie :',
  'sync.problem.hidden': 'Ton profil n’est montré à personne en ce moment, donc rien n’est écrit.',
  'sync.retry': 'Réessayer maintenant',
  'sync.reconnect': 'Se connecter à nouveau',
  'sync.stop': 'Ne plus le garder à jour',
  'sync.stopHint': 'Ce que montre ton profil là-bas reste tel quel.',
  'sync.notice.connected': 'Connecté : tes pronoms seront écrits sur {account} dans un instant.',
  'sync.notice.stopped': 'Arrêté : Nametag n’écrit plus sur {account}.',
  'sync.notice.saved': 'Enregistré : Nametag écrira la modification dans un instant.',
  'sync.problem.changed_meanwhile':
    'Ton profil sur {server} changeait sans cesse pendant que Nametag y écrivait. Il réessaiera tout seul.',
  'sync.bluesky.heading': 'Bluesky',
  'sync.bluesky.hint':
    'Nametag garde à jour les pronoms de ton profil Bluesky : autant d’entrées entières que les 20 caractères de Bluesky en contiennent. Crée pour cela un mot de passe d’application dans Bluesky (Paramètres → Confidentialité et sécurité → Mots de passe d’application) ; ne donne jamais le mot de passe de ton compte.',
  'sync.bluesky.handle': 'Ton identifiant',
  'sync.bluesky.appPassword': 'Mot de passe d’application',
  'sync.bluesky.server': 'Serveur (laisse vide pour celui de Bluesky)',
  'sync.bluesky.connect': 'Garder mes pronoms à jour sur Bluesky',
  'sync.bluesky.problem.handle': 'Indique ton identifiant, par exemple alice.bsky.social.',
  'sync.bluesky.problem.appPassword':
    'Indique un mot de passe d’application : quatre groupes de quatre lettres et chiffres (xxxx-xxxx-xxxx-xxxx), pas le mot de passe de ton compte.',
  'sync.bluesky.problem.refused':
    'Le serveur a refusé cet identifiant et ce mot de passe d’application : vérifie les deux, ou crée un nouveau mot de passe d’application.',
  'sync.bluesky.problem.server': 'Indique seulement l’adresse du serveur, en https, par exemple bsky.social.',
  'sync.bluesky.problem.unreachable':
    'Le serveur n’a pas répondu comme un serveur Bluesky le devrait : vérifie l’adresse, ou réessaie plus tard.',
  'sync.notice.connectedBluesky': 'Connecté : tes pronoms seront écrits sur {account} dans un instant.',
} as const satisfies Record<SyncMessageId, string>;
