/**
 * Polski: forma „ty”, bez form rodzajowych tam, gdzie mowa o osobie czytającej (np. „Gdzie to konto
 * jest zalogowane” zamiast „Gdzie jesteś zalogowany/-a”); członków systemu nazywamy profilami z systemu.
 */
import type { SettingsMessageId } from './en.js';

export const pl = {
  'settings.title': 'Ustawienia',
  'settings.username.heading': 'Nazwa konta',
  'settings.username.submit': 'Zmień nazwę konta',
  'settings.password.heading': 'Hasło',
  'settings.password.current': 'Obecne hasło',
  'settings.password.none': 'Twoje konto nie ma jeszcze hasła: ustaw je, żeby logować się także nazwą konta.',
  'settings.password.change': 'Zmień hasło',
  'settings.password.set': 'Ustaw hasło',
  'settings.currentPassword': 'Twoje obecne hasło',

  'settings.email.heading': 'Adres e-mail',
  'settings.email.current':
    'Twój adres to {address}: możesz się nim logować i dostać na niego link, gdy nie pamiętasz hasła. Nikt inny go nie widzi.',
  'settings.email.none':
    'Nie ma jeszcze adresu. Z adresem możesz się nim logować i dostać na niego link, gdy nie pamiętasz hasła. Nikt inny go nie widzi.',
  'settings.email.pending':
    'Link potwierdzający został wysłany na {address}: otwórz go w ciągu doby, żeby używać tego adresu.',
  'settings.email.new': 'Nowy adres',
  'settings.email.yours': 'Twój adres',
  'settings.email.password.hint': 'Adres pozwala zresetować hasło, więc jego zmiana wymaga obecnego hasła.',
  'settings.email.submit': 'Wyślij mi link potwierdzający',
  'settings.email.remove': 'Usuń adres',

  'settings.recovery.heading': 'Kody odzyskiwania',
  'settings.recovery.new':
    '<strong>Twoje nowe kody odzyskiwania</strong> — zapisz je, wydrukuj albo przepisz teraz: są pokazywane tylko raz. Każdy działa jeden raz; stare kody już nie działają.',
  'settings.recovery.label': 'Twoje kody odzyskiwania',
  'settings.recovery.copy': 'Skopiuj kody',
  'settings.recovery.copied': 'Kody skopiowane.',
  'settings.recovery.copyFailed': 'Zaznacz tekst i skopiuj go.',
  'settings.recovery.none':
    'Nie masz kodów odzyskiwania. Utwórz je teraz: jeśli zapomnisz hasła albo stracisz konto, którym się logujesz, kod pozwoli ci wrócić.',
  'settings.recovery.left':
    'Masz {count, plural, one {# nieużyty kod odzyskiwania} few {# nieużyte kody odzyskiwania} many {# nieużytych kodów odzyskiwania} other {# nieużytego kodu odzyskiwania}}, utworzone {date}.',
  'settings.recovery.replace': 'Nowe kody zastępują te: stare przestaną działać.',
  'settings.recovery.password.hint': 'Kodem można ustawić nowe hasło, więc tworzenie kodów wymaga obecnego hasła.',
  'settings.recovery.make': 'Utwórz kody odzyskiwania',
  'settings.recovery.makeNew': 'Utwórz nowe kody odzyskiwania',

  'settings.links.heading': 'Połączone konta',
  'settings.links.hint': 'Loguj się nimi zamiast hasłem. Nikt inny ich nie widzi.',
  'settings.links.hintNoPassword':
    'Loguj się nimi zamiast hasłem. Nikt inny ich nie widzi. Twoje konto nie ma hasła: zachowaj co najmniej jedno połączone konto albo ustaw hasło.',
  'settings.links.linked': '{provider}: <strong>{account}</strong>',
  'settings.links.unlink': 'Odłącz',
  'settings.links.unlinkLabel': 'Odłącz {provider}',
  'settings.links.link': 'Połącz z {provider}',
  'settings.links.lookupsOff':
    'Aplikacje, które wyszukują zaimki po koncie {provider} (wyszukiwanie PronounDB, z którego korzystają rozszerzenia przeglądarki i boty), nie znajdują cię po tym koncie.',
  'settings.links.lookupsOn':
    'Aplikacje, które wyszukują zaimki po koncie {provider}, znajdują po tym koncie zaimki pokazane w twoim publicznym profilu. Nie poznają twojej nazwy użytkownika tutaj.',
  'settings.links.lookupsStart': 'Pozwól aplikacjom znaleźć moje zaimki',
  'settings.links.lookupsStartLabel': 'Pozwól aplikacjom znaleźć moje zaimki po moim koncie {provider}',
  'settings.links.lookupsStop': 'Wyłącz',
  'settings.links.lookupsStopLabel': 'Nie pozwalaj aplikacjom znajdować moich zaimków po moim koncie {provider}',

  'settings.sessions.heading': 'Gdzie to konto jest zalogowane',
  'settings.sessions.caption': 'Twoje sesje',
  'settings.sessions.browser': 'Przeglądarka',
  'settings.sessions.started': 'Zalogowano',
  'settings.sessions.ends': 'Wygasa',
  'settings.sessions.action': 'Działanie',
  'settings.sessions.client': '{browser} w systemie {system}',
  'settings.sessions.unknownClient': 'Przeglądarka, która nie podała swojej nazwy',
  'settings.sessions.thisBrowser': 'ta przeglądarka',
  'settings.sessions.never': 'nigdy',
  'settings.sessions.logOut': 'Wyloguj',
  'settings.sessions.logOutLabel': 'Wyloguj {client}, zalogowano {date}',
  'settings.sessions.logOutUnknownLabel': 'Wyloguj przeglądarkę zalogowaną {date}',
  'settings.sessions.endAll.hint': 'Kończy każdą sesję, także tę. Tokeny API działają dalej.',
  'settings.sessions.endAll': 'Wyloguj wszędzie',

  'settings.data.heading': 'Twoje dane',
  'settings.data.lead':
    'Pobierz wszystko, przenieś eksport z Nametag lub PluralKit albo przeprowadź się z pronouns.cc: <link>eksport i import</link>.',

  'settings.tokens.heading': 'Tokeny API',
  'settings.tokens.new': 'Twój nowy token — skopiuj go teraz, jest pokazywany tylko raz:',
  'settings.tokens.name': 'Nazwa (opcjonalnie)',
  'settings.tokens.readOnly': 'Tylko do odczytu',
  'settings.tokens.expires': 'Wygasa',
  'settings.tokens.expires.never': 'Nigdy',
  'settings.tokens.expires.day': 'Za dzień',
  'settings.tokens.expires.month': 'Za 30 dni',
  'settings.tokens.expires.year': 'Za rok',
  'settings.tokens.create': 'Utwórz token',
  'settings.tokens.none': 'Nie ma jeszcze tokenów API.',
  'settings.tokens.caption': 'Twoje tokeny',
  'settings.tokens.column.name': 'Nazwa',
  'settings.tokens.column.access': 'Dostęp',
  'settings.tokens.column.created': 'Utworzono',
  'settings.tokens.column.expires': 'Wygasa',
  'settings.tokens.column.actions': 'Działania',
  'settings.tokens.thisBrowser': 'Ta przeglądarka',
  'settings.tokens.session': 'Sesja',
  'settings.tokens.access.readOnly': 'tylko odczyt',
  'settings.tokens.access.readWrite': 'odczyt i zapis',
  'settings.tokens.never': 'nigdy',
  'settings.tokens.thisSession': 'ta sesja',
  'settings.tokens.revoke': 'Unieważnij',
  'settings.tokens.revokeLabel': 'Unieważnij token {name}',

  'settings.invites.heading': 'Zaproszenia',
  'settings.invites.new': 'Twój nowy kod zaproszenia — skopiuj go teraz, jest pokazywany tylko raz:',
  'settings.invites.create': 'Utwórz zaproszenie',
  'settings.invites.used': 'Utworzono {date}, wykorzystane',
  'settings.invites.unused': 'Utworzono {date}, jeszcze niewykorzystane',

  'settings.delete.heading': 'Usuń konto',
  'settings.delete.lead':
    'Twoja strona i wszystkie profile z systemu znikają od razu, a tokeny API i synchronizacje wygasają. Do {until} logowanie zaproponuje przywrócenie wszystkiego; potem dane zostaną usunięte na dobre.',
  'settings.delete.exportFirst':
    'Zanim odejdziesz, <link>pobierz swoje dane</link>: możesz je tu ponownie zaimportować albo zabrać gdzie indziej.',
  'settings.delete.confirm': 'Wpisz nazwę konta, żeby potwierdzić',
  'settings.delete.submit': 'Usuń moje konto',

  'settings.delete.question': 'Możesz je przywrócić, logując się w ciągu 30 dni. Kontynuować?',
  'settings.notice.linked': 'Połączono konto {provider}.',
  'settings.notice.recoveredByCode':
    'Nowe hasło jest ustawione, a wszystkie inne przeglądarki są wylogowane. Użyty kod już nie działa.',
  'settings.notice.recoveredByLink': 'Nowe hasło jest ustawione, a wszystkie inne przeglądarki są wylogowane.',
  'settings.notice.restored':
    'Witaj ponownie: konto zostało przywrócone. Tokeny API i synchronizacje wygasły przy usuwaniu; skonfiguruj je tu od nowa.',
  'settings.notice.codesMade': 'Kody odzyskiwania utworzone: są poniżej.',
  'settings.notice.emailSent':
    'Link potwierdzający jest w drodze na {address}: otwórz go w ciągu doby, żeby używać tego adresu.',
  'settings.notice.emailRemoved': 'Adres został usunięty.',
  'settings.notice.unlinked': 'Konto odłączone.',
  'settings.notice.lookupsOn': 'Aplikacje znajdują teraz twoje zaimki po twoim koncie {provider}.',
  'settings.notice.lookupsOff': 'Aplikacje nie znajdują już twoich zaimków po twoim koncie {provider}.',
  'settings.notice.usernameChanged': 'Nazwa konta zmieniona.',
  'settings.notice.passwordChanged': 'Hasło zmienione.',
  'settings.notice.tokenCreated': 'Token utworzony.',
  'settings.notice.tokenRevoked': 'Token unieważniony.',
  'settings.notice.sessionEnded': 'Ta przeglądarka została wylogowana.',
  'settings.notice.inviteCreated': 'Zaproszenie utworzone.',

  'settings.problem.currentPassword': 'Obecne hasło jest nieprawidłowe: hasło nie zostało zmienione.',
  'settings.problem.recoveryPassword': 'To nie jest twoje obecne hasło: nie utworzono kodów.',
  'settings.problem.emailPassword': 'To nie jest twoje obecne hasło: nic nie zostało wysłane.',
  'settings.problem.emailInvalid': 'To nie jest adres e-mail: sprawdź go i spróbuj ponownie.',
  'settings.problem.emailInUse': 'Ten adres należy tutaj do innego konta: sprawdź go i spróbuj ponownie.',
  'settings.problem.emailTooMany':
    'Za dużo e-maili potwierdzających w ostatniej godzinie: odczekaj godzinę i poproś ponownie',
  'settings.problem.lastLogin':
    'To jedyny sposób logowania na to konto: ustaw hasło albo połącz inne konto, zanim odłączysz to',
  'settings.problem.notLinked': 'Żadne konto {provider} nie jest połączone z twoim',
  'settings.problem.sessionGone': 'Ta sesja już się zakończyła.',
  'settings.problem.inviteLimit':
    'Osiągnięto limit zaproszeń: możesz utworzyć najwyżej {limit, plural, one {# zaproszenie} few {# zaproszenia} many {# zaproszeń} other {# zaproszenia}}',
  'settings.problem.deleteConfirm': 'Wpisz dokładnie nazwę konta, żeby je usunąć.',

  'data.title': 'Twoje dane',
  'data.back': 'Wróć do ustawień',
  'data.imported': '<strong>Zaimportowano.</strong>',
  'data.export.heading': 'Pobierz wszystko',
  'data.export.lead':
    'Twój profil, twoja kolekcja flag i każdy profil z systemu (także niewidoczne na liście), tak jak eksportuje je Nametag: można je zaimportować tutaj lub na innym serwerze Nametag.',
  'data.export.zip': 'Pobierz (zip, z obrazami)',
  'data.export.json': 'Pobierz (tylko JSON)',
  'data.import.heading': 'Import',
  'data.import.hint':
    'Eksport z Nametag (zip lub JSON) albo z PluralKit (<code>{command}</code>), do {limit, number} MB. Wszystko albo nic: profile z systemu są dopasowywane po imieniu (aktualizowane) albo tworzone, flagi trafiają do twojej kolekcji, a twój profil zostaje zastąpiony tym z pliku. Najpierw obejrzyj podgląd, żeby zobaczyć, co się zmieni.',
  'data.import.file': 'Plik eksportu',
  'data.preview': 'Podgląd',
  'data.importNow': 'Importuj bez podglądu',
  'data.preview.heading': 'Co zrobi import',
  'data.preview.confirm': 'Importuj',
  'data.preview.cancel': 'Anuluj',
  'data.service.heading': 'Przeprowadzka z pronouns.cc',
  'data.service.lead':
    'Przenieś swój profil, profile z systemu (także niewidoczne na liście), własne preferencje, flagi i obrazy z pronouns.cc, innego Nametag albo dowolnej usługi z tym samym API. Utwórz tam token API (na pronouns.cc: Settings, potem API tokens) i wklej go tutaj: posłuży tylko do tego importu i nigdy nie jest zapisywany. Najpierw obejrzyj podgląd, żeby zobaczyć, co się zmieni i czego nie da się przenieść.',
  'data.service.url': 'Adres usługi',
  'data.service.url.hint': 'Zostaw puste, żeby użyć {address}.',
  'data.service.token': 'Token API utworzony w tej usłudze',

  'data.report.nametag': 'Eksport z Nametag.',
  'data.report.pluralkit': 'Eksport z PluralKit.',
  'data.report.service': 'Konto odczytane z pronouns.cc lub podobnej usługi.',
  'data.report.profileWasReplacedByFile': 'Twój profil został zastąpiony tym z pliku (nazwa konta zostaje).',
  'data.report.profileWillBeReplacedByFile': 'Twój profil zostanie zastąpiony tym z pliku (nazwa konta zostaje).',
  'data.report.profileWasReplacedByImport': 'Twój profil został zastąpiony zaimportowanym (nazwa konta zostaje).',
  'data.report.profileWillBeReplacedByImport': 'Twój profil zostanie zastąpiony zaimportowanym (nazwa konta zostaje).',
  'data.report.profileStays': 'Twój profil zostaje bez zmian.',
  'data.report.membersCreated': 'Utworzone profile z systemu',
  'data.report.membersToCreate': 'Profile z systemu do utworzenia',
  'data.report.membersUpdated': 'Zaktualizowane profile z systemu',
  'data.report.membersToUpdate': 'Profile z systemu do zaktualizowania (dopasowane po imieniu)',
  'data.report.groupsCreated': 'Utworzone grupy',
  'data.report.groupsToCreate': 'Grupy do utworzenia',
  'data.report.groupsUpdated': 'Zaktualizowane grupy',
  'data.report.groupsToUpdate': 'Grupy do zaktualizowania (dopasowane po nazwie)',
  'data.report.flagsAdded': 'Flagi dodane do twojej kolekcji',
  'data.report.flagsToAdd': 'Flagi do dodania do twojej kolekcji',
  'data.report.flagsHad': 'Flagi, które już były w twojej kolekcji',
  'data.report.flagsHave': 'Flagi, które już są w twojej kolekcji',
  'data.report.audiencesMade': 'Utworzone grupy odbiorców dla tego, co plik pokazuje tylko niektórym osobom',
  'data.report.audiencesToMake': 'Grupy odbiorców do utworzenia dla tego, co plik pokazuje tylko niektórym osobom',
  'data.report.audiencesHad': 'Twoje grupy odbiorców, w które weszły grupy z pliku o tej samej nazwie',
  'data.report.audiencesHave': 'Twoje grupy odbiorców, w które wejdą grupy z pliku o tej samej nazwie',
  'data.report.line': '{label} ({count, number}): {names}',
  'data.report.more': '{names} i {count, number} więcej',
  'data.report.leftOut': 'Pominięto:',
  'data.report.willBeLeftOut': 'Zostanie pominięte:',

  'data.problem.tokenPasted':
    'Token zawiera spacje, podziały wierszy lub niewidoczne znaki albo jest o wiele za długi: skopiuj go ponownie, w całości.',
  'data.problem.urlTooLong': 'Ten adres jest za długi.',
  'data.problem.expired':
    'Podgląd wygasł (jest przechowywany dziesięć minut): wybierz plik ponownie albo odczytaj konto z usługi jeszcze raz.',
  'data.problem.tooLarge': 'Plik jest większy niż {limit, number} MB: nic nie zostało zmienione.',
  'data.problem.tooLargeChosen': 'Plik jest większy niż {limit, number} MB: wybierz mniejszy.',
  'data.problem.noFile': 'Najpierw wybierz plik eksportu.',
  'data.problem.noToken': 'Najpierw wklej token API utworzony w tej usłudze.',

  'providers.start.toServer':
    'Za chwilę przejdziesz na <strong>{server}</strong>, żeby potwierdzić swoją tożsamość. Kontynuuj tylko wtedy, gdy twoje konto w fediwersum jest na tym serwerze.',
  'providers.start.toYourServer': 'Za chwilę przejdziesz na swój serwer, żeby potwierdzić swoją tożsamość.',
  'providers.start.toProvider': 'Za chwilę przejdziesz do {provider}, żeby potwierdzić swoją tożsamość.',
  'providers.start.continue': 'Kontynuuj przez {provider}',
  'providers.signup.lead':
    'Rejestrujesz się kontem {provider} <strong>{account}</strong>. Wybierz nazwę konta dla swojej strony na Nametag; hasło możesz ustawić później w ustawieniach.',
  'providers.signup.haveAccount': 'Masz już konto? <link>Zaloguj się</link>, a potem połącz {provider} w ustawieniach.',
  'providers.redirect.title': 'Przejdź do {provider}',

  'notices.suspended':
    'Twoje konto jest zawieszone: twój profil jest ukryty przed innymi, a swoje dane możesz czytać, ale nie zmieniać.',
  'notices.heading.one': 'Wiadomość od administracji',
  'notices.heading.many': 'Wiadomości od administracji',
  'notices.read': 'Oznacz jako przeczytane',
} satisfies Record<SettingsMessageId, string>;
