/** Français : tutoiement, point médian pour les personnes, espace insécable avant « : ; ? ! » (voir messages/fr.ts). */
import type { ProfileMessageId } from './en.js';

export const fr = {
  'profile.preference.favourite': 'Favori',
  'profile.preference.okay': 'OK',
  'profile.preference.jokingly': 'Pour rire',
  'profile.preference.friends_only': 'Entre ami·es seulement',
  'profile.preference.avoid': 'À éviter',
  'profile.names': 'Noms',
  'profile.pronouns': 'Pronoms',
  'profile.links': 'Liens',
  'profile.flags': 'Drapeaux',
  'profile.legend': 'Ce que veulent dire les icônes',
  'profile.avatar': 'Avatar de {name}',
  'profile.noAvatar': '{name} n’a pas d’avatar',
  'profile.card.alt':
    'Carte de {name} ({handle}) sur {site}. Pronoms : {pronouns}.{flags, plural, =0 {} one { Avec # drapeau.} other { Avec # drapeaux.}}',
  'profile.card.altNoPronouns':
    'Carte de {name} ({handle}) sur {site}.{flags, plural, =0 {} one { Avec # drapeau.} other { Avec # drapeaux.}}',
  'profile.localTime': 'Heure locale\xa0: <clock>{time}</clock> ({zoneName}, {zone})',
  'profile.empty.own': 'Ta page est encore vide. Ajoute tes noms et tes pronoms — tout le reste est facultatif.',
  'profile.empty.fill': 'Remplir ta page',
  'profile.empty.other': 'Rien ici pour l’instant.',
  'profile.own.label': 'Ta page',
  'profile.own.edit': 'Modifier',
  'profile.own.shortLink': 'Lien court vers cette page',
  'profile.own.copy': 'Copier le lien',
  'profile.own.newShortLink': 'Nouveau lien court',
  'profile.own.shortLinkNew': 'Cette page a un nouveau lien court\xa0; l’ancien ne mène plus ici.',
  'profile.own.shortLinkSoon': 'Un lien court peut être renouvelé une fois par heure\xa0: réessaie plus tard.',
  'profile.suspended.own': 'Ton compte est suspendu\xa0: cette page n’est visible que par toi et les admins.',
  'profile.suspended.other':
    'Ce compte est suspendu\xa0: cette page n’est visible que par la personne qui le détient et les admins.',
  'profile.report.profile': 'Signaler ce profil',
  'profile.report.member': 'Signaler ce membre',
  'profile.contentNote.heading': 'Avertissement de contenu',
  'profile.contentNote.show': 'Afficher le profil',
  'profile.contentNote.hide': 'Masquer le profil',
  'profile.members.heading': 'Membres',
  'profile.members.search': 'Rechercher parmi {count, plural, one {# membre} other {# membres}}',
  'profile.members.pages': 'Pages des membres',

  'pager.search': 'Rechercher',
  'pager.none':
    '{total, plural, one {Rien ne correspond à «\xa0{query}\xa0» (# au total).} other {Rien ne correspond à «\xa0{query}\xa0» (# au total).}}',
  'pager.matching':
    '{matching, plural, one {# sur {total, number} correspond à «\xa0{query}\xa0».} other {# sur {total, number} correspondent à «\xa0{query}\xa0».}}',
  'pager.showAll': 'Tout afficher',
  'pager.previous': 'Précédente',
  'pager.next': 'Suivante',
  'pager.page': 'Page {page, number} sur {pages, number}',
  'profile.sharedView.notice':
    'Vous voyez ce que @{name} montre à « {audience} ». Gardez ce lien pour vous : toute personne qui l’a voit la même chose.',
  'profile.sharedView.expires': 'Ce lien cessera de fonctionner le {at, date, long} à {at, time, short}.',
} satisfies Record<ProfileMessageId, string>;
