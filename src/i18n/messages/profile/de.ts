/** Deutsch: du-Form, Gendersternchen für Personengruppen (siehe messages/de.ts). */
import type { ProfileMessageId } from './en.js';

export const de = {
  'profile.preference.favourite': 'Favorit',
  'profile.preference.okay': 'Okay',
  'profile.preference.jokingly': 'Im Scherz',
  'profile.preference.friends_only': 'Nur für Freund*innen',
  'profile.preference.avoid': 'Vermeiden',
  'profile.names': 'Namen',
  'profile.pronouns': 'Pronomen',
  'profile.links': 'Links',
  'profile.flags': 'Flaggen',
  'profile.legend': 'Was die Symbole bedeuten',
  'profile.avatar': 'Avatar von {name}',
  'profile.noAvatar': '{name} hat keinen Avatar',
  'profile.card.alt':
    'Namenskarte von {name} ({handle}) auf {site}. Pronomen: {pronouns}.{flags, plural, =0 {} one { Mit # Flagge.} other { Mit # Flaggen.}}',
  'profile.card.altNoPronouns':
    'Namenskarte von {name} ({handle}) auf {site}.{flags, plural, =0 {} one { Mit # Flagge.} other { Mit # Flaggen.}}',
  'profile.localTime': 'Ortszeit: <clock>{time}</clock> ({zoneName}, {zone})',
  'profile.empty.own': 'Deine Seite ist noch leer. Trag deine Namen und Pronomen ein – alles andere ist freiwillig.',
  'profile.empty.fill': 'Deine Seite ausfüllen',
  'profile.empty.other': 'Hier gibt es noch nichts.',
  'profile.own.label': 'Deine Seite',
  'profile.own.edit': 'Bearbeiten',
  'profile.own.shortLink': 'Kurzlink zu dieser Seite',
  'profile.own.copy': 'Link kopieren',
  'profile.own.newShortLink': 'Neuer Kurzlink',
  'profile.own.shortLinkNew': 'Diese Seite hat einen neuen Kurzlink; der alte führt nicht mehr hierher.',
  'profile.own.shortLinkSoon': 'Ein Kurzlink lässt sich einmal pro Stunde erneuern: Versuch es später noch einmal.',
  'profile.suspended.own': 'Dein Konto ist gesperrt: Nur du und die Admins können diese Seite sehen.',
  'profile.suspended.other':
    'Dieses Konto ist gesperrt: Nur die Person, der es gehört, und die Admins können diese Seite sehen.',
  'profile.report.profile': 'Dieses Profil melden',
  'profile.report.member': 'Dieses Mitglied melden',
  'profile.contentNote.heading': 'Inhaltshinweis',
  'profile.contentNote.show': 'Profil anzeigen',
  'profile.contentNote.hide': 'Profil ausblenden',
  'profile.members.heading': 'Mitglieder',
  'profile.members.search': '{count, plural, one {# Mitglied durchsuchen} other {# Mitglieder durchsuchen}}',
  'profile.members.pages': 'Seiten der Mitgliederliste',

  'pager.search': 'Suchen',
  'pager.none':
    '{total, plural, one {Kein Treffer für „{query}“ (# insgesamt).} other {Kein Treffer für „{query}“ (# insgesamt).}}',
  'pager.matching':
    '{matching, plural, one {# von {total, number} passt zu „{query}“.} other {# von {total, number} passen zu „{query}“.}}',
  'pager.showAll': 'Alle zeigen',
  'pager.previous': 'Zurück',
  'pager.next': 'Weiter',
  'pager.page': 'Seite {page, number} von {pages, number}',
  'profile.sharedView.notice':
    'Du siehst, was @{name} der Zielgruppe „{audience}“ zeigt. Behalte diesen Link für dich: Wer ihn hat, sieht dasselbe.',
  'profile.sharedView.expires': 'Dieser Link funktioniert bis zum {at, date, long} um {at, time, short}.',
} satisfies Record<ProfileMessageId, string>;
