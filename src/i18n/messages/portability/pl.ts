/**
 * Polski: forma „ty”, bez form rodzajowych tam, gdzie mowa o osobie czytającej; członków systemu
 * nazywamy profilami z systemu, jak na stronie danych.
 */
import type { PortabilityMessageId } from './en.js';

export const pl = {
  'portability.file': 'Nie udało się zaimportować pliku. {problem} Nic nie zostało zmienione.',
  'portability.account': 'Nie udało się zaimportować konta. {problem} Nic nie zostało zmienione.',

  'portability.owner.profile': 'Twój profil',
  'portability.owner.member': 'Profil z systemu „{name}”',
  'portability.owner.memberNumber': 'Profil z systemu nr {n, number}',
  'portability.owner.flagNumber': 'Flaga nr {n, number}',
  'portability.place.name': '{owner}, imię nr {n, number}',
  'portability.place.pronouns': '{owner}, zaimki nr {n, number}',
  'portability.place.fieldEntry': '{owner}, pole „{field}”, wpis nr {n, number}',
  'portability.image.profile': 'Awatar twojego profilu',
  'portability.image.member': 'Awatar profilu z systemu „{name}”',
  'portability.image.flag': 'Flaga „{name}”',

  'portability.note.flagNotAFlag': 'Flaga nr {n, number}: nie ma ID albo nazwy, więc nie jest flagą.',
  'portability.note.flagWithoutImage': 'Flaga „{name}”: nie ma obrazka.',
  'portability.note.preferenceOverLimit':
    'Twoja preferencja „{label}”: możesz mieć najwyżej {limit, number} preferencji. Wpisy, które jej używają, dostają „W porządku”.',
  'portability.note.preferenceTooLong':
    'Twoja preferencja „{label}”: jej ikona albo etykieta jest za długa. Wpisy, które jej używają, dostają „W porządku”.',
  'portability.note.unknownPreference':
    '{place} („{value}”): preferencja „{preference}” nie należy do konta, więc zostaje ustawione „W porządku”.',
  'portability.note.entryEmpty': '{place}: wpis jest pusty.',
  'portability.note.entryTooLong':
    '{place}: wpis jest dłuższy niż {limit, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}.',
  'portability.note.entryOverLimit': '{place}: lista mieści najwyżej {limit, number} wpisów.',
  'portability.note.shownAsTooLong':
    '{owner}, zaimki nr {n, number}: wyświetlany tekst jest dłuższy niż {limit, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}, więc zaimki są pokazane tak, jak są.',
  'portability.note.fieldOverLimit': '{owner}, pole nr {n, number}: profil mieści najwyżej {limit, number} pól.',
  'portability.note.fieldNameTooLong': '{owner}, pole nr {n, number}: jego nazwa jest za długa.',
  'portability.note.linkNotWeb':
    '{owner}, link nr {n, number}: „{link}” nie jest adresem strony (http:// ani https://).',
  'portability.note.linkFixed':
    '{owner}, link {n, number}: „{link}” nie ma z przodu https://, więc trafi tu jako {fixed}.',
  'portability.note.linkOverLimit': '{owner}, link nr {n, number}: profil mieści najwyżej {limit, number} linków.',
  'portability.note.profileFlagsOverLimit':
    '{owner}: profil pokazuje najwyżej {limit, number} flag; zostaje pierwszych {limit, number}.',
  'portability.note.unknownTimeZone': 'Strefa czasowa twojego profilu: ten serwer nie zna „{zone}”.',
  'portability.note.memberNameInvalid':
    'Profil z systemu nr {n, number}: „{name}” nie może tu być nazwą profilu z systemu. {problem}',
  'portability.note.memberNameClash':
    'Profil z systemu „{name}”: ma tu tę samą nazwę co „{earlier}” (wielkość liter się nie liczy).',
  'portability.note.serviceHasNoFlags': 'Flagi: {host} nie ma żadnych do przekazania.',
  'portability.note.imageNotFetched': '{image}: nie udało się pobrać obrazka. {problem}',
  'portability.note.imageNotAnswered': '{image}: nie udało się pobrać obrazka (serwer odpowiedział {status}).',
  'portability.note.profileAvatarNotInArchive':
    'Awatar twojego profilu: obrazka nie ma w pliku (zaimportuj eksport zip, żeby przenieść obrazki).',
  'portability.note.memberAvatarNotInArchive':
    'Awatar profilu z systemu „{name}”: obrazka nie ma w pliku (zaimportuj eksport zip, żeby przenieść obrazki).',
  'portability.note.flagNotInArchive':
    'Flaga „{name}”: obrazka nie ma w pliku (zaimportuj eksport zip, żeby przenieść flagi).',
  'portability.note.languageNotShipped': 'Twój język: {language} nie jest językiem, w którym mówi ten serwer.',
  'portability.note.pluralKitBirthday':
    'Urodziny ({count, plural, one {# profil z systemu} few {# profile z systemu} many {# profili z systemu} other {# profilu z systemu}}): nie są częścią profilu w Nametag.',
  'portability.note.pluralKitProxyTags':
    'Tagi proxy ({count, plural, one {# profil z systemu} few {# profile z systemu} many {# profili z systemu} other {# profilu z systemu}}): należą do PluralKit.',
  'portability.note.pluralKitColor':
    'Kolory ({count, plural, one {# profil z systemu} few {# profile z systemu} many {# profili z systemu} other {# profilu z systemu}}): nie są częścią profilu w Nametag.',
  'portability.note.pluralKitAvatar':
    'Awatary ({count, plural, one {# profil z systemu} few {# profile z systemu} many {# profili z systemu} other {# profilu z systemu}}): obrazki nie są pobierane z innych serwisów; dodaj awatary po imporcie.',
  'portability.note.pluralKitWebhookAvatar':
    'Awatary webhooków ({count, plural, one {# profil z systemu} few {# profile z systemu} many {# profili z systemu} other {# profilu z systemu}}): obrazki nie są pobierane z innych serwisów.',
  'portability.note.pluralKitBanner':
    'Banery ({count, plural, one {# profil z systemu} few {# profile z systemu} many {# profili z systemu} other {# profilu z systemu}}): nie są częścią profilu w Nametag.',
  'portability.note.pluralKitGroupImages':
    'Ikony i banery grup ({count, number}): obrazy nie są pobierane z PluralKit; zamiast tego nadaj grupie emoji.',
  'portability.note.pluralKitSwitches': 'Zmiany frontu ({count, number}): to dane samego PluralKit.',
  'portability.note.pluralKitSystem': 'Własny profil systemu: importowane są tylko jego profile z systemu.',
  'portability.note.imageUnusable': '{image}: obrazka nie da się użyć ({problem}), więc zostaje pominięty.',
  'portability.note.flagImageUnusable':
    'Flaga „{name}”: jej obrazka nie da się użyć ({problem}), więc flaga zostaje pominięta, także w profilach, które ją pokazują.',
  'portability.note.moreLikeThis':
    '… i jeszcze {count, plural, one {# podobny} few {# podobne} many {# podobnych} other {# podobnego}}: {reason}.',
  'portability.imageProblem.notImage': 'plik nie jest obrazkiem',
  'portability.imageProblem.format': 'to nie jest obrazek PNG, JPEG, GIF ani WebP',
  'portability.imageProblem.side': 'jeden z boków ma więcej niż {max, number} pikseli',
  'portability.imageProblem.ratio': 'dłuższy bok jest ponad {max, number} razy dłuższy od krótszego',
  'portability.imageProblem.pixels': 'ma więcej niż {max, number} pikseli',
  'portability.imageProblem.corrupt': 'jest ucięty albo uszkodzony',
  'portability.more.flagNotAFlag': 'flagi bez ID albo bez nazwy',
  'portability.more.flagWithoutImage': 'flagi bez obrazka',
  'portability.more.preferenceOverLimit': 'preferencje ponad limit',
  'portability.more.preferenceTooLong': 'preferencje ze zbyt długą ikoną albo etykietą',
  'portability.more.unknownPreference': 'wpisy z preferencją spoza konta (ustawione na „W porządku”)',
  'portability.more.entryEmpty': 'puste wpisy',
  'portability.more.entryTooLong': 'wpisy dłuższe niż limit',
  'portability.more.entryOverLimit': 'wpisy ponad limit swojej listy',
  'portability.more.shownAsTooLong': 'wyświetlane teksty zaimków dłuższe niż limit',
  'portability.more.fieldOverLimit': 'pola ponad limit',
  'portability.more.fieldNameTooLong': 'pola ze zbyt długą nazwą',
  'portability.more.linkNotWeb': 'linki, które nie są adresami stron',
  'portability.more.linkFixed': 'linki bez https:// z przodu (zostaje dodane)',
  'portability.more.linkOverLimit': 'linki ponad limit',
  'portability.more.profileFlagsOverLimit': 'profile pokazujące więcej flag niż limit',
  'portability.more.unknownTimeZone': 'strefy czasowe, których ten serwer nie zna',
  'portability.more.memberNameInvalid': 'nazwy, które nie mogą tu być nazwami profili z systemu',
  'portability.more.memberNameClash': 'profile z systemu o tej samej nazwie co inny',
  'portability.more.serviceHasNoFlags': 'serwisy bez flag',
  'portability.more.imageNotFetched': 'obrazki, których nie udało się pobrać',
  'portability.more.imageUnusable': 'obrazki, których nie da się użyć',
  'portability.more.avatarNotInArchive': 'awatary, których obrazka nie ma w pliku',
  'portability.more.flagNotInArchive': 'flagi, których obrazka nie ma w pliku',
  'portability.more.languageNotShipped': 'języki, w których ten serwer nie mówi',
  'portability.more.pluralKit': 'dane samego PluralKit',

  'portability.fetch.notWebAddress': 'Adres nie jest adresem strony.',
  'portability.fetch.notHttps': 'Wywoływane są tylko adresy https.',
  'portability.fetch.notPublic': 'Serwer nie ma publicznego adresu.',
  'portability.fetch.unreachable': 'Nie udało się połączyć z serwerem.',
  'portability.fetch.tooMuch': 'Serwer przysłał za dużo.',
  'portability.fetch.nonsense': 'Odpowiedź serwera nie miała sensu.',
  'portability.fetch.badValue':
    'Nie udało się wysłać zapytania: jakaś wartość zawiera znaki, na które sieć nie pozwala.',
  'portability.fetch.timeout': 'Serwer nie odpowiedział na czas.',
  'portability.fetch.tooSlow': 'Serwer wysyłał odpowiedź zbyt wolno.',

  'portability.service.tooLong': 'Ten adres jest za długi.',
  'portability.service.notWebAddress': 'To nie jest adres strony.',
  'portability.service.notHttps': 'Można używać tylko adresów https.',
  'portability.service.notJustAddress': 'Wpisz tylko adres serwisu, na przykład {example}.',
  'portability.service.port': 'Można używać tylko serwisów na standardowym porcie https.',
  'portability.service.notServerName': 'To nie jest nazwa serwera w internecie.',
  'portability.service.tooBig': 'Konto w tym serwisie to więcej, niż ten serwer może odczytać naraz.',
  'portability.service.timeout': '{host} nie odpowiedział na czas.',
  'portability.service.notCompatible': '{host} nie odpowiada jak serwis zgodny z pronouns.cc.',
  'portability.service.tooMuch': '{host} przysłał ponad {megabytes, number} MB, więcej, niż może zawierać import.',
  'portability.service.unreachable': '{host}: {problem}',
  'portability.service.tokenRefused': '{host} odrzucił token ({status}): utwórz tam nowy i wklej go w całości.',

  'portability.import.empty': 'Plik jest pusty: wybierz plik eksportu.',
  'portability.import.notJson': 'To nie jest poprawny JSON.',
  'portability.import.tooLarge': 'Zawiera więcej, niż mogłoby mieć konto na wszystkich limitach.',
  'portability.import.zip': 'Nie da się odczytać archiwum zip.',
  'portability.import.notExport':
    'To nie jest eksport, który Nametag czyta: eksport z Nametag (albo jego zip) lub eksport z PluralKit.',
  'portability.import.notExportShape': 'Nie ma budowy eksportu ({path}).',
  'portability.import.flagNotInImport': 'Profil pokazuje flagę, której import nie przynosi ({path}).',
  'portability.import.changedMeanwhile': 'Twoje konto zmieniło się w trakcie importu: spróbuj jeszcze raz.',
  'portability.import.noDocument': 'W archiwum brakuje {file}.',
  'portability.import.version': 'Ten serwer czyta wersję {version} formatu eksportu Nametag.',
  'portability.import.sameMemberTwice': 'Zawiera dwa profile z systemu o nazwie „{name}”.',

  'portability.problem.inProfile': '{owner}: {problem}',
  'portability.problem.fieldInvalid': '{field}: wartość jest niepoprawna.',

  'portability.code.memberLimit': 'Ten serwer pozwala na najwyżej {limit, number} profili z systemu.',
  'portability.code.flagLimit': 'Kolekcja mieści najwyżej {limit, number} flag.',
  'portability.code.memberNameInUse': 'Dwa profile z systemu miałyby tę samą nazwę.',
  'portability.code.unavailable':
    'Coś, co jest do tego potrzebne, jest teraz zajęte albo niedostępne: spróbuj ponownie za kilka minut.',
  'portability.code.forbidden': 'Twoje konto nie może tego teraz zrobić.',
  'portability.code.other': 'Coś w nim jest niepoprawne.',
} satisfies Record<PortabilityMessageId, string>;
