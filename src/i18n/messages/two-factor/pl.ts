/** Polski: forma „ty”, bez form rodzajowych tam, gdzie mowa o osobie czytającej. */
import type { TwoFactorMessageId } from './en.js';

export const pl = {
  'twoFactor.title': 'Logowanie dwuetapowe',
  'twoFactor.lead.on':
    'Logowanie dwuetapowe jest włączone: po haśle Nametag prosi o kod z aplikacji uwierzytelniającej, klucz dostępu albo kod odzyskiwania.',
  'twoFactor.lead.off':
    'Logowanie dwuetapowe jest wyłączone. Włącz je aplikacją uwierzytelniającą albo kluczem dostępu: po haśle Nametag poprosi wtedy o drugi dowód, że to ty.',
  'twoFactor.summary.on': 'Logowanie dwuetapowe jest włączone. <link>Zarządzaj nim</link>.',
  'twoFactor.summary.off': 'Proś o drugi dowód po haśle: <link>skonfiguruj logowanie dwuetapowe</link>.',
  'twoFactor.totp.heading': 'Aplikacja uwierzytelniająca',
  'twoFactor.totp.explain':
    'Aplikacja uwierzytelniająca (np. Aegis, 2FAS, Google Authenticator albo menedżer haseł) co 30 sekund pokazuje nowy sześciocyfrowy kod.',
  'twoFactor.totp.start': 'Skonfiguruj aplikację uwierzytelniającą',
  'twoFactor.totp.scan': 'Zeskanuj ten kod aplikacją uwierzytelniającą.',
  'twoFactor.totp.qrLabel': 'Kod QR klucza dla aplikacji uwierzytelniającej',
  'twoFactor.totp.manual': 'Albo wpisz ten klucz w aplikacji:',
  'twoFactor.totp.confirmCode': 'Kod, który aplikacja pokazuje teraz',
  'twoFactor.totp.confirm': 'Włącz',
  'twoFactor.totp.cancel': 'Anuluj',
  'twoFactor.totp.isOn': 'Aplikacja uwierzytelniająca jest skonfigurowana.',
  'twoFactor.totp.off': 'Wyłącz aplikację uwierzytelniającą',
  'twoFactor.proof.password': 'Twoje hasło',
  'twoFactor.proof.label': 'Twoje hasło albo kod z aplikacji uwierzytelniającej',
  'twoFactor.proof.codeOnly': 'Kod z aplikacji uwierzytelniającej',
  'twoFactor.passkeys.heading': 'Klucze dostępu',
  'twoFactor.passkeys.explain':
    'Klucz dostępu przechowuje twoje urządzenie albo menedżer haseł, a odblokowuje go odcisk palca, twarz lub PIN. Może zalogować cię bez hasła albo służyć jako drugi etap.',
  'twoFactor.passkeys.added': 'dodany {day}',
  'twoFactor.passkeys.addedUsed': 'dodany {day}, ostatnio użyty {used}',
  'twoFactor.passkeys.remove': 'Usuń {name}',
  'twoFactor.passkeys.name': 'Nazwa nowego klucza dostępu (na przykład urządzenie)',
  'twoFactor.passkeys.add': 'Dodaj klucz dostępu',
  'twoFactor.passkeys.needsScript': 'Dodanie klucza dostępu wymaga włączonego JavaScriptu w przeglądarce.',
  'twoFactor.passkey.failed': 'Klucz dostępu nie zadziałał: spróbuj ponownie albo użyj kodu.',
  'twoFactor.recovery.heading': 'Kody odzyskiwania',
  'twoFactor.recovery.left':
    '{count, plural, one {Został ci # kod odzyskiwania.} few {Zostały ci # kody odzyskiwania.} many {Zostało ci # kodów odzyskiwania.} other {Zostało ci # kodu odzyskiwania.}} Każdy działa też raz jako drugi etap. Przechowuj je w bezpiecznym miejscu: <link>utwórz nowe</link>.',
  'twoFactor.recovery.none':
    'Nie masz kodów odzyskiwania. Bez aplikacji albo klucza dostępu nie dało by się zalogować: <link>utwórz kody odzyskiwania</link> i przechowuj je w bezpiecznym miejscu.',
  'twoFactor.provider.heading': 'Połączone konta',
  'twoFactor.provider.ask': 'Proś o drugi etap także po zalogowaniu połączonym kontem',
  'twoFactor.provider.save': 'Zapisz',
  'twoFactor.back': 'Wróć do ustawień',
  'twoFactor.notice.totpOn':
    'Aplikacja uwierzytelniająca jest włączona: przy logowaniu Nametag poprosi o jeden z jej kodów.',
  'twoFactor.notice.totpOff': 'Aplikacja uwierzytelniająca jest wyłączona.',
  'twoFactor.notice.passkeyAdded': 'Klucz dostępu został dodany.',
  'twoFactor.notice.passkeyRemoved': 'Klucz dostępu został usunięty.',
  'twoFactor.notice.saved': 'Zapisano.',
  'twoFactor.notice.setupCancelled': 'Konfiguracja została anulowana.',
  'twoFactor.step.title': 'Jeszcze jeden krok',
  'twoFactor.step.lead':
    'Aby zalogować się jako {username}, wpisz kod, który teraz pokazuje aplikacja uwierzytelniająca.',
  'twoFactor.step.leadNoApp': 'Aby zalogować się jako {username}, użyj klucza dostępu albo kodu odzyskiwania.',
  'twoFactor.step.code': 'Kod',
  'twoFactor.step.codeHint': 'Sześć cyfr z aplikacji albo jeden z kodów odzyskiwania.',
  'twoFactor.step.submit': 'Zaloguj się',
  'twoFactor.step.passkey': 'Użyj klucza dostępu',
  'twoFactor.step.again': 'To nie ty albo coś nie działa? <link>Zacznij od nowa</link>.',
  'twoFactor.step.problem': 'Jeszcze nie zalogowano: sprawdź to.',
  'twoFactor.step.wrong': 'Błędna nazwa użytkownika, hasło albo kod. Sprawdź kod i spróbuj ponownie.',
  'twoFactor.step.expired': 'Trwało to za długo albo prób było za dużo: zaloguj się ponownie.',
  'login.passkey': 'Zaloguj się kluczem dostępu',
  'error.named.secondFactorRequired': 'To konto po haśle prosi o drugi etap.',
  'error.named.secondFactorTicketInvalid': 'Trwało to za długo albo prób było za dużo: zaloguj się ponownie.',
  'error.named.wrongTwoFactorCode': 'Ten kod jest błędny: wpisz ten, który aplikacja pokazuje teraz.',
  'error.named.wrongTwoFactorProof': 'To nie jest ani twoje hasło, ani aktualny kod z aplikacji uwierzytelniającej.',
  'error.named.totpAlreadyOn':
    'Aplikacja uwierzytelniająca jest już włączona: najpierw ją wyłącz, aby skonfigurować inną.',
  'error.named.passkeyRefused': 'Nie udało się sprawdzić klucza dostępu: spróbuj ponownie.',
} as const satisfies Record<TwoFactorMessageId, string>;
