/**
 * Français : tutoiement, écriture inclusive au point médian là où il s’agit de personnes, espace
 * insécable avant : ; ? !
 */
import type { AudiencesMessageId } from './en.js';

export const fr = {
  'audiences.title': 'Publics',
  'audiences.lead':
    'Un public est un groupe de personnes à qui tu donnes un lien secret, comme « Ami·es » ou « Travail ». Dans l’éditeur, tu peux montrer un élément à certains publics seulement, ou le garder pour toi : qui a le lien d’un public voit la page publique et les éléments de ce public. Ce que tu ne places nulle part reste public.',
  'audiences.none': 'Tu n’as pas encore de public.',
  'audiences.editorLink': 'Choisis qui voit chaque élément dans l’<link>éditeur du profil</link>.',
  'audiences.new.heading': 'Nouveau public',
  'audiences.new.name': 'Nom du nouveau public',
  'audiences.new.hint':
    'Jusqu’à 40 caractères. Qui a l’un de ses liens voit ce nom : choisis-en un que tu leur dirais.',
  'audiences.new.submit': 'Créer le public',
  'audiences.friends.heading': 'Entrées marquées « ami·es seulement »',
  'audiences.friends.label': 'Les entrées marquées ami·es seulement ne sont montrées qu’à',
  'audiences.friends.none': 'Tout le monde (simple étiquette alors)',
  'audiences.friends.hint':
    'Noms, pronoms et entrées de champs marqués ami·es seulement, sauf si tu as choisi dans l’éditeur qui les voit.',
  'audiences.friends.submit': 'Enregistrer le choix',
  'audiences.rename.label': 'Nouveau nom pour « {name} »',
  'audiences.rename.submit': 'Renommer',
  'audiences.links.heading': 'Liens de « {name} »',
  'audiences.links.none': 'Pas encore de lien : crées-en un à donner aux personnes de ce public.',
  'audiences.links.made': 'Créé',
  'audiences.links.ends': 'Fin',
  'audiences.links.state': 'État',
  'audiences.links.open': 'Actif',
  'audiences.links.revoked': 'Arrêté le {date}',
  'audiences.links.expired': 'Expiré',
  'audiences.links.noEnd': 'Jamais',
  'audiences.links.rotate': 'Remplacer',
  'audiences.links.rotateLabel': 'Remplacer par un nouveau le lien créé le {date}',
  'audiences.links.revoke': 'Révoquer',
  'audiences.links.revokeLabel': 'Révoquer le lien créé le {date}',
  'audiences.links.expiry': 'Dernier jour du lien créé le {date}',
  'audiences.links.setExpiry': 'Fixer le dernier jour',
  'audiences.links.clearExpiry': 'Pas de dernier jour',
  'audiences.links.new.expiry': 'Dernier jour (facultatif)',
  'audiences.links.new.expiry.hint':
    'Le lien s’arrête à la fin de ce jour (UTC). Laisse vide pour un lien qui marche jusqu’à ce que tu le révoques.',
  'audiences.links.new.submit': 'Créer un lien',
  'audiences.links.shown':
    'Voici le nouveau lien. Copie-le maintenant : il n’est montré qu’une fois, Nametag n’en garde aucune copie. Ne le donne qu’aux personnes de « {name} ».',
  'audiences.links.shownLabel': 'Le nouveau lien de « {name} »',
  'audiences.links.copy': 'Copier le lien',
  'audiences.links.copied': 'Lien copié.',
  'audiences.links.copyFailed': 'Le lien n’a pas pu être copié : il est sélectionné, copie-le toi-même.',
  'audiences.preview.link': 'Voir comme « {name} »',
  'audiences.preview.public': 'Voir comme le grand public',
  'audiences.delete.heading': 'Supprimer « {name} »',
  'audiences.delete.lead':
    'Ses liens s’arrêtent tout de suite. Les éléments montrés seulement à « {name} » passent à « moi seulement » : personne d’autre ne les voit jusqu’à ce que tu choisisses à nouveau.',
  'audiences.delete.question': 'Supprimer le public « {name} » et arrêter ses liens ?',
  'audiences.delete.submit': 'Supprimer le public',
  'audiences.notice.created':
    'Le public « {name} » est créé. Places-y des éléments dans l’éditeur, et crée un lien à partager.',
  'audiences.notice.renamed': 'Le public s’appelle maintenant « {name} ».',
  'audiences.notice.deleted': 'Le public « {name} » est supprimé et ses liens arrêtés.',
  'audiences.notice.linkMade': 'Un nouveau lien pour « {name} » est créé.',
  'audiences.notice.linkRotated': 'L’ancien lien ne marche plus. Voici son remplaçant.',
  'audiences.notice.linkRevoked': 'Le lien ne marche plus.',
  'audiences.notice.expirySet': 'Le dernier jour du lien est enregistré.',
  'audiences.notice.expiryCleared': 'Le lien marche jusqu’à ce que tu le révoques.',
  'audiences.notice.friendsSaved': 'Ton choix pour les entrées marquées ami·es seulement est enregistré.',
  'audiences.problem.nameEmpty': 'Donne un nom au public.',
  'audiences.problem.nameLong':
    'Le nom d’un public peut avoir au plus {limit} caractères (celui-ci en a {length}) : raccourcis-le.',
  'audiences.problem.nameTaken': 'Tu as déjà un public appelé « {name} » : choisis un autre nom.',
  'audiences.problem.expiryPast': 'Choisis un jour après aujourd’hui : le lien serait déjà arrêté.',
  'audiences.problem.expiryNotDate': 'Écris le jour sous la forme année-mois-jour, par exemple 2027-01-31.',
  'audiences.problem.linkStopped': 'Ce lien est déjà arrêté : crées-en plutôt un nouveau.',
  'audiences.editor.whoSees': 'Qui voit {item}',
  'audiences.editor.everyone': 'Tout le monde',
  'audiences.editor.onlyMe': 'Moi seulement',
  'audiences.editor.friendsOnly': '{audience} (ami·es seulement)',
  'audiences.editor.bio': 'ta bio',
  'audiences.editor.avatar': 'ton avatar',
  'audiences.editor.member': 'ce membre',
  'audiences.editor.memberBio': 'la bio de ce membre',
  'audiences.editor.memberAvatar': 'l’avatar de ce membre',
  'audiences.editor.flag': 'le drapeau {name}',
  'audiences.editor.intro':
    'À côté de chaque élément, choisis qui le voit : tout le monde, toi seulement ou l’un de tes <link>publics</link>. <preview>Vois ta page</preview> comme chacun la voit.',
  'audiences.editor.none':
    'Tu veux montrer quelque chose à certaines personnes seulement ? Crée un public sur la page <link>Publics</link>, puis choisis ici qui voit chaque élément.',
  'audiences.preview.title': 'Aperçu de ta page',
  'audiences.preview.publicBanner': 'Voici comment le grand public voit ta page.',
  'audiences.preview.audienceBanner': 'Voici comment les personnes ayant un lien de « {name} » voient ta page.',
  'audiences.preview.switch': 'Voir comme',
  'audiences.preview.publicChoice': 'Le grand public',
  'audiences.preview.back': 'Retour à tes publics',
  'audiences.preview.edit': 'Modifier qui voit quoi',
  'audiences.settings.heading': 'Publics',
  'audiences.settings.lead':
    'Montre certains éléments seulement aux personnes de ton choix, par des liens secrets : <link>tes publics</link>.',
  'audiences.problem.placementGone':
    'L’un des publics choisis n’existe plus, et rien n’a été enregistré. Ce qui n’était montré qu’à lui est maintenant sur « Moi seulement » : vérifie ces éléments et enregistre à nouveau.',
} satisfies Record<AudiencesMessageId, string>;
