/** Polski: forma „ty”, bez form rodzajowych wobec osoby czytającej; „konto”, „profil z systemu”, „administracja”. */
import type { ErrorsMessageId } from './en.js';

export const pl = {
  'error.code.400': 'Tego nie przyjęto: sprawdź wpisane dane i wyślij je ponownie.',
  'error.code.403': 'Nie masz uprawnień, żeby to zrobić.',
  'error.code.404': 'Nic tu nie ma: być może zmieniono nazwę albo usunięto tę stronę.',
  'error.code.405': 'Tego adresu nie można użyć w ten sposób: wróć i użyj formularza na stronie.',
  'error.code.408': 'Przeglądarka zbyt długo wysyłała dane: spróbuj ponownie.',
  'error.code.415': 'Nie udało się odczytać tego, co wysłała przeglądarka: wróć i użyj formularza na stronie.',
  'error.code.429': 'Zbyt wiele prób w krótkim czasie: odczekaj minutę i spróbuj ponownie.',
  'error.code.431':
    'Przeglądarka wysłała z tym żądaniem za dużo danych: usuń ciasteczka tej strony i spróbuj ponownie.',
  'error.code.500': 'Coś poszło nie tak po naszej stronie: spróbuj ponownie za chwilę.',
  'error.code.501': 'To nie jest dostępne w żądanym formacie.',
  'error.code.503': 'To jest teraz niedostępne i nic nie zostało zmienione: spróbuj ponownie za chwilę.',
  'error.code.1003': 'Nie zalogowano się albo sesja wygasła: zaloguj się ponownie.',
  'error.code.1004': 'Do założenia konta tutaj potrzebny jest kod zaproszenia: poproś o niego kogoś, kto ma tu konto.',
  'error.code.1006': 'Tej nazwy konta nie można użyć: użyj od 2 do 40 liter, cyfr, _, . lub -, nie tylko kropek.',
  'error.code.1007': 'Ta nazwa konta jest już zajęta: wybierz inną.',
  'error.code.1009': 'Limit zaproszeń został już wykorzystany.',
  'error.code.2001': 'Nie ma tu nikogo o tej nazwie: być może nazwa się zmieniła albo konto zostało usunięte.',
  'error.code.2002': 'Lista profili z systemu tej osoby jest prywatna.',
  'error.code.2003': 'Twoja kolekcja flag jest pełna: usuń flagę, żeby dodać kolejną.',
  'error.code.2004': 'Krótki link można zmienić raz na godzinę: spróbuj ponownie później.',
  'error.code.3001':
    'Nie ma tu profilu z systemu o tym imieniu: być może imię się zmieniło albo profil został usunięty.',
  'error.code.3002': 'Osiągnięto już limit profili z systemu.',
  'error.code.3003': 'Masz już profil o tym imieniu: wybierz inne.',
  'error.code.3004': 'Ten profil nie należy do twojego konta.',
  'error.code.4001': 'Wysłane dane są za duże.',
  'error.code.4002': 'Nie możesz tego zrobić.',

  'error.field.invalid': '{field}: nieprawidłowa wartość. Sprawdź ją i spróbuj ponownie.',

  'error.named.notFound':
    'Nie znaleziono: być może zostało to już usunięte. Odśwież stronę, żeby zobaczyć aktualny stan.',
  'error.named.wrongCredentials': 'Nieprawidłowa nazwa konta lub hasło.',
  'error.named.wrongRecoveryCode':
    'Nieprawidłowa nazwa konta lub kod odzyskiwania (każdy kod odzyskiwania działa tylko raz).',
  'error.named.inviteInvalid': 'Ten kod zaproszenia nie istnieje albo został już użyty.',
  'error.named.inviteLimitReached': 'Limit zaproszeń ({limit}) został już wykorzystany.',
  'error.named.invalidPassword': 'Nowe hasło musi mieć od 8 do 256 znaków.',
  'error.named.wrongPassword': 'Obecne hasło jest nieprawidłowe.',
  'error.named.memberLimitReached': 'Osiągnięto już limit profili z systemu ({limit}).',
  'error.named.flagNotFound': 'Ta flaga już nie istnieje: być może została usunięta.',
  'error.named.flagLimitReached': 'Twoja kolekcja flag jest pełna (mieści {limit}): usuń flagę, żeby dodać kolejną.',
  'error.named.adminOnly': 'Może to zrobić tylko administracja tej instancji.',
  'error.named.suspended':
    'Twoje konto jest zawieszone: możesz się zalogować i czytać swoje dane oraz ostrzeżenia, ale nie możesz niczego zmieniać.',
  'error.named.suspendedLinkedLogin':
    'To konto jest zawieszone i nie można się na nie zalogować w ten sposób: zaloguj się hasłem, żeby przeczytać ostrzeżenia i wyeksportować swoje dane.',
  'error.named.linkedAccountDeleted': 'Konto Nametag, z którym to jest połączone, zostało usunięte.',
  'error.named.accountBeingDeleted':
    'To konto zostało usunięte i zniknie na dobre {until, date, long}. Zaloguj się jego hasłem, aby je przywrócić.',
  'error.named.cannotReportSelf': 'Nie możesz zgłosić własnego konta.',
  'error.named.invalidCursor': 'Ta strona listy już nie istnieje: wróć do pierwszej strony.',
  'error.named.notOnYourself': 'Nie można wykonać tego działania na własnym koncie administracyjnym.',
  'error.named.reportNotAboutUser': 'To zgłoszenie nie dotyczy tego konta.',
  'error.named.reportClosed': 'To zgłoszenie jest już zamknięte.',
  'error.named.alreadySuspended': 'To konto jest już zawieszone.',
  'error.named.notSuspended': 'To konto nie jest zawieszone.',
  'error.named.reportNotFound': 'To zgłoszenie już nie istnieje.',
  'error.named.warningNotFound': 'To ostrzeżenie już nie istnieje.',
  'error.named.reservedUsername': 'Ta nazwa konta jest zarezerwowana: wybierz inną.',
  'error.named.webhookLimitReached': 'Osiągnięto limit webhooków dla jednego konta ({limit}).',
  'error.named.providerNotEnabled': 'Ten sposób logowania nie jest tu dostępny.',
  'error.named.loginFlowInvalid':
    'Ten link logowania wygasł, został już użyty albo otwarto go w innej przeglądarce: zacznij od nowa.',
  'error.named.providerDenied':
    'Serwis {provider} nie zezwolił na odczytanie twojego konta przez Nametag, więc nic się nie stało.',
  'error.named.providerFailed':
    'Serwis {provider} nie odpowiedział zgodnie z oczekiwaniami, więc nic się nie stało: spróbuj ponownie później.',
  'error.named.instance.empty': 'Wpisz adres swojego serwera w fediwersum, na przykład mastodon.social.',
  'error.named.instance.tooLong': 'Ten adres serwera jest za długi.',
  'error.named.instance.notAddress': 'To nie jest adres serwera: wpisz jego nazwę, na przykład mastodon.social.',
  'error.named.instance.notHttps': 'Można używać tylko serwerów dostępnych przez https.',
  'error.named.instance.notServerName': 'Wpisz tylko nazwę serwera, na przykład mastodon.social.',
  'error.named.instance.nonStandardPort': 'Można używać tylko serwerów na standardowym porcie https.',
  'error.named.instance.notInternetName': 'To nie jest nazwa serwera w internecie.',
  'error.named.instance.notPublic':
    'Serwer {host} nie ma publicznego adresu: można używać tylko serwerów w internecie.',
  'error.named.instance.timeout': 'Serwer {host} nie odpowiedział w porę: spróbuj ponownie później.',
  'error.named.instance.oddAnswer': 'Serwer {host} nie odpowiada jak serwer fediwersum: sprawdź adres.',
  'error.named.instance.unreachable': 'Nie udało się połączyć z {host}: sprawdź nazwę albo spróbuj ponownie później.',
  'error.named.instance.noApps':
    '{host} nie pozwala logować się przez aplikacje: czy to na pewno serwer zgodny z Mastodonem?',
  'error.named.badHost': 'Ten adres nie wskazuje żadnego serwera: otwórz stronę pod jej zwykłym adresem.',
  'error.named.publicUrlNeeded':
    'Logowanie przez fediwersum wymaga, żeby ta strona znała swój adres: najpierw musi go ustawić obsługa serwera.',
  'error.named.accountLinkedElsewhere':
    'To konto {provider} jest już połączone z innym kontem Nametag: zaloguj się nim albo najpierw je tam odłącz.',
  'error.named.kindAlreadyLinked': 'Masz już połączone konto {provider}: najpierw je odłącz, żeby połączyć inne.',
  'error.named.notLinked': 'Żadne konto {provider} nie jest połączone z twoim.',
  'error.named.syncAccountNotLinked':
    'Zgoda pochodzi od @{account}@{host}, a to nie jest konto fediwersum połączone z twoim: zaloguj się tam na połączone konto i spróbuj ponownie.',
  'error.named.syncScopeMissing':
    'Twój serwer pozwolił Nametag odczytać konto, ale nie zmieniać profilu, więc nic nie może być aktualizowane: połącz ponownie i zezwól na to.',
  'error.named.syncOff':
    'Ten serwer nie aktualizuje zaimków w innych serwisach: administracja tego nie skonfigurowała.',
  'error.named.lastLoginMethod':
    'To jedyny sposób logowania na to konto: ustaw hasło albo połącz inne konto, zanim odłączysz to.',
  'error.named.formTooLarge':
    'Formularz jest za duży, żeby go wysłać (ponad {limit} MB): wróć i wybierz mniejszy obraz.',
  'error.named.emptyUpdate': 'Nic nie zostało zmienione: nie było nic do zapisania.',
  'error.named.shuttingDown': 'Serwer się uruchamia ponownie i nic nie zostało zmienione: spróbuj ponownie za chwilę.',
  'error.named.mediaUnavailable':
    'Magazyn obrazów jest teraz niedostępny i nic nie zostało zmienione: spróbuj ponownie później.',
  'error.named.busy': 'Serwer jest zajęty: spróbuj ponownie za kilka sekund.',
  'error.named.importUnderWay':
    'Twoje konto jest już odczytywane z serwisu, w innej karcie lub aplikacji. Poczekaj, aż to się skończy, albo spróbuj ponownie za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}.',
  'error.named.serviceCrowded':
    'Ten serwer już odczytuje konta z {host} dla innych osób. Spróbuj ponownie za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}.',
  'error.named.audienceNotFound': 'Ta grupa odbiorców już nie istnieje: być może została usunięta.',
  'error.named.audienceLimitReached':
    'Masz {limit} grup odbiorców, najwięcej, ile może mieć konto: usuń jedną, zanim utworzysz kolejną.',
  'error.named.groupNotFound': 'Ta grupa już nie istnieje: być może została usunięta.',
  'error.named.groupLimitReached':
    'Masz {limit} grup, najwięcej, ile może mieć konto: usuń jedną, zanim utworzysz nową.',
  'error.named.groupNameInUse': 'Masz już grupę o tej nazwie: wybierz inną.',
  'error.named.notOwnMembers':
    'Jeden z wybranych profili z systemu nie jest twój (być może został usunięty): wybierz ponownie.',
  'error.named.shareLinkNotFound': 'Ten link do udostępniania już nie istnieje.',
  'error.named.shareLinkLimitReached':
    'Ta grupa odbiorców ma {limit} otwartych linków, najwięcej, ile może mieć: unieważnij jeden, zanim utworzysz kolejny.',
  'error.uploadUnreadable':
    'Nie udało się odczytać przesłanego pliku: wybierz plik jeszcze raz i ponownie wyślij formularz.',
} satisfies Record<ErrorsMessageId, string>;
