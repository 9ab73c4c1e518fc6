/** Polski: forma „ty”, bez form rodzajowych dla osoby czytającej; członkowie systemu to „profile z systemu” (zob. messages/pl.ts). */
import type { ProfileMessageId } from './en.js';

export const pl = {
  'profile.preference.favourite': 'Ulubione',
  'profile.preference.okay': 'W porządku',
  'profile.preference.jokingly': 'Żartem',
  'profile.preference.friends_only': 'Tylko dla znajomych',
  'profile.preference.avoid': 'Do unikania',
  'profile.names': 'Imiona',
  'profile.pronouns': 'Zaimki',
  'profile.links': 'Linki',
  'profile.flags': 'Flagi',
  'profile.legend': 'Co oznaczają ikony',
  'profile.avatar': 'Awatar: {name}',
  'profile.noAvatar': 'Brak awatara: {name}',
  'profile.card.alt':
    'Wizytówka w serwisie {site}: {name} ({handle}). Zaimki: {pronouns}.{flags, plural, =0 {} one { Z jedną flagą.} few { Z # flagami.} many { Z # flagami.} other { Z # flagi.}}',
  'profile.card.altNoPronouns':
    'Wizytówka w serwisie {site}: {name} ({handle}).{flags, plural, =0 {} one { Z jedną flagą.} few { Z # flagami.} many { Z # flagami.} other { Z # flagi.}}',
  'profile.localTime': 'Czas lokalny: <clock>{time}</clock> ({zoneName}, {zone})',
  'profile.empty.own': 'Twoja strona jest na razie pusta. Dodaj swoje imiona i zaimki — cała reszta jest opcjonalna.',
  'profile.empty.fill': 'Uzupełnij swoją stronę',
  'profile.empty.other': 'Na razie nic tu nie ma.',
  'profile.own.label': 'Twoja strona',
  'profile.own.edit': 'Edytuj',
  'profile.own.shortLink': 'Krótki link do tej strony',
  'profile.own.copy': 'Kopiuj link',
  'profile.own.newShortLink': 'Nowy krótki link',
  'profile.own.shortLinkNew': 'Ta strona ma nowy krótki link; stary już tu nie prowadzi.',
  'profile.own.shortLinkSoon': 'Krótki link można odnowić raz na godzinę: spróbuj ponownie później.',
  'profile.suspended.own': 'Twoje konto jest zawieszone: tę stronę widzą tylko ty i administracja.',
  'profile.suspended.other':
    'To konto jest zawieszone: tę stronę widzą tylko osoba, do której należy, i administracja.',
  'profile.report.profile': 'Zgłoś ten profil',
  'profile.report.member': 'Zgłoś ten profil z systemu',
  'profile.contentNote.heading': 'Ostrzeżenie o treści',
  'profile.contentNote.show': 'Pokaż profil',
  'profile.contentNote.hide': 'Ukryj profil',
  'profile.members.heading': 'Profile z systemu',
  'profile.members.search':
    'Szukaj wśród {count, plural, one {# profilu} few {# profili} many {# profili} other {# profilu}}',
  'profile.members.pages': 'Strony listy profili',

  'pager.search': 'Szukaj',
  'pager.none':
    '{total, plural, one {Nic nie pasuje do „{query}” (łącznie: #).} few {Nic nie pasuje do „{query}” (łącznie: #).} many {Nic nie pasuje do „{query}” (łącznie: #).} other {Nic nie pasuje do „{query}” (łącznie: #).}}',
  'pager.matching':
    '{matching, plural, one {# z {total, number} pasuje do „{query}”.} few {# z {total, number} pasują do „{query}”.} many {# z {total, number} pasuje do „{query}”.} other {# z {total, number} pasuje do „{query}”.}}',
  'pager.showAll': 'Pokaż wszystko',
  'pager.previous': 'Poprzednia',
  'pager.next': 'Następna',
  'pager.page': 'Strona {page, number} z {pages, number}',
  'profile.sharedView.notice':
    'Widzisz to, co @{name} pokazuje grupie „{audience}”. Zachowaj ten link dla siebie: każdy, kto go ma, zobaczy to samo.',
  'profile.sharedView.expires': 'Ten link przestanie działać {at, date, long} o {at, time, short}.',
  'profile.fediverse': 'Fediwersum: <account>{handle}</account>',
  'profile.share.open': 'Udostępnij tę stronę',
  'profile.share.links': 'Linki',
  'profile.share.address': 'Adres tej strony',
  'profile.share.shortLink': 'Krótki link',
  'profile.share.copy': 'Kopiuj',
  'profile.share.copied': 'Skopiowano.',
  'profile.share.copyFailed': 'Nie udało się skopiować: tekst jest zaznaczony, skopiuj go samodzielnie.',
  'profile.share.fediverse': 'Fediwersum',
  'profile.share.fediverseHint':
    'Wyszukaj ten identyfikator na Mastodonie lub innym serwerze fediwersum, aby znaleźć tam ten profil.',
  'profile.share.fediverseHandle': 'Identyfikator w fediwersum',
  'profile.share.card': 'Wizytówka',
  'profile.share.cardHint':
    'Obraz, który pokazują podglądy linków, gdy adres tej strony zostanie udostępniony na czacie lub w poście.',
  'profile.share.cardOpen': 'Otwórz wizytówkę (PNG, 1200 × 630 pikseli)',
  'profile.share.badge': 'Odznaka',
  'profile.share.badgeHint':
    'Mały obrazek z zaimkami, który prowadzi do tej strony – do pliku README lub na stronę internetową.',
  'profile.share.markdown': 'Odznaka w Markdownie',
  'profile.share.html': 'Odznaka w HTML-u',
  'profile.share.embed': 'Osadzanie',
  'profile.share.embedHint': 'Mała karta tego profilu, którą inne strony internetowe mogą pokazać w ramce.',
  'profile.share.embedCode': 'Kod osadzania w HTML-u',
} satisfies Record<ProfileMessageId, string>;
