/** Nederlands: je-vorm, en woorden zonder gender voor mensen (zie messages/nl.ts). */
import type { ProfileMessageId } from './en.js';

export const nl = {
  'profile.preference.favourite': 'Favoriet',
  'profile.preference.okay': 'Oké',
  'profile.preference.jokingly': 'Als grapje',
  'profile.preference.friends_only': 'Alleen voor vrienden',
  'profile.preference.avoid': 'Vermijden',
  'profile.names': 'Namen',
  'profile.pronouns': 'Voornaamwoorden',
  'profile.links': 'Links',
  'profile.flags': 'Vlaggen',
  'profile.legend': 'Wat de pictogrammen betekenen',
  'profile.avatar': 'Avatar van {name}',
  'profile.noAvatar': '{name} heeft geen avatar',
  'profile.card.alt':
    'Naamkaart van {name} ({handle}) op {site}. Voornaamwoorden: {pronouns}.{flags, plural, =0 {} one { Met # vlag.} other { Met # vlaggen.}}',
  'profile.card.altNoPronouns':
    'Naamkaart van {name} ({handle}) op {site}.{flags, plural, =0 {} one { Met # vlag.} other { Met # vlaggen.}}',
  'profile.localTime': 'Lokale tijd: <clock>{time}</clock> ({zoneName}, {zone})',
  'profile.empty.own': 'Je pagina is nog leeg. Voeg je namen en voornaamwoorden toe — de rest is optioneel.',
  'profile.empty.fill': 'Vul je pagina in',
  'profile.empty.other': 'Hier staat nog niets.',
  'profile.own.label': 'Jouw pagina',
  'profile.own.edit': 'Bewerken',
  'profile.own.shortLink': 'Korte link naar deze pagina',
  'profile.own.copy': 'Link kopiëren',
  'profile.own.newShortLink': 'Nieuwe korte link',
  'profile.own.shortLinkNew': 'Deze pagina heeft een nieuwe korte link; de oude leidt niet meer hierheen.',
  'profile.own.shortLinkSoon': 'Een korte link kan één keer per uur worden vernieuwd: probeer het later opnieuw.',
  'profile.suspended.own': 'Je account is geschorst: alleen jij en de beheerders kunnen deze pagina zien.',
  'profile.suspended.other': 'Dit account is geschorst: alleen de eigenaar en de beheerders kunnen deze pagina zien.',
  'profile.report.profile': 'Dit profiel melden',
  'profile.report.member': 'Dit lid melden',
  'profile.contentNote.heading': 'Inhoudsmelding',
  'profile.contentNote.show': 'Profiel tonen',
  'profile.contentNote.hide': 'Profiel verbergen',
  'profile.members.heading': 'Leden',
  'profile.members.search': 'Zoeken in {count, plural, one {# lid} other {# leden}}',
  'profile.members.pages': 'Pagina’s met leden',

  'pager.search': 'Zoeken',
  'pager.none':
    '{total, plural, one {Niets komt overeen met “{query}” (# in totaal).} other {Niets komt overeen met “{query}” (# in totaal).}}',
  'pager.matching':
    '{matching, plural, one {# van {total, number} komt overeen met “{query}”.} other {# van {total, number} komen overeen met “{query}”.}}',
  'pager.showAll': 'Alles tonen',
  'pager.previous': 'Vorige',
  'pager.next': 'Volgende',
  'pager.page': 'Pagina {page, number} van {pages, number}',
  'profile.sharedView.notice':
    'Je ziet wat @{name} aan ‘{audience}’ laat zien. Houd deze link voor jezelf: iedereen die hem heeft, ziet hetzelfde.',
  'profile.sharedView.expires': 'Deze link werkt tot {at, date, long} om {at, time, short}.',
} satisfies Record<ProfileMessageId, string>;
