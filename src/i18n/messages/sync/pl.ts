/** Polski: forma „ty”, bez form rodzajowych tam, gdzie mowa o osobie czytającej. */
import type { SyncMessageId } from './en.js';

export const pl = {
  'sync.title': 'Zaimki gdzie indziej',
  'sync.lead':
    'Aktualizuj na swoich kontach w innych miejscach zaimki pokazane w twoim publicznym profilu. Nametag zapisuje je za każdym razem, gdy zmieniasz je tutaj, a resztę tych profili zostawia bez zmian.',
  'sync.off': 'Ten serwer nie aktualizuje zaimków w innych serwisach: administracja tego nie skonfigurowała.',
  'sync.settings.lead':
    'Aktualizuj swoje zaimki na Mastodonie i w innych serwisach: <link>Zaimki gdzie indziej</link>.',
  'sync.mastodon.heading': 'Mastodon i fediwersum',
  'sync.mastodon.needsLink':
    'Najpierw połącz konto fediwersum na <link>stronie ustawień</link>: Nametag zapisuje na koncie, na które się logujesz.',
  'sync.mastodon.hint':
    'Twój serwer zapyta, czy Nametag może zmieniać twój profil. Potem Nametag aktualizuje pole profilu o nazwie „{label}”; po połączeniu możesz wybrać język jego nazwy.',
  'sync.mastodon.start': 'Aktualizuj moje zaimki na {account}',
  'sync.language': 'Język nazwy pola',
  'sync.names': 'Aktualizuj też moje imiona, w polu o nazwie „{label}”',
  'sync.save': 'Zapisz',
  'sync.status.synced': 'Aktualne na {account}, ostatnio zapisane {day}.',
  'sync.status.connected': 'Połączono z {account}.',
  'sync.status.waiting': 'Za chwilę nastąpi zapis na {account}.',
  'sync.problem.revoked':
    '{account} nie pozwala już Nametag zmieniać profilu (zgoda została cofnięta lub wygasła). Połącz ponownie, żeby kontynuować.',
  'sync.problem.key_changed':
    'Klucz tego serwera się zmienił, więc udzielonej zgody nie da się już użyć. Połącz ponownie, żeby kontynuować.',
  'sync.problem.unreachable': 'Nametag nie może połączyć się z {server}. Spróbuje ponownie sam.',
  'sync.problem.rate_limited': '{server} poprosił Nametag o odczekanie. Spróbuje ponownie sam.',
  'sync.problem.refused':
    '{server} nie przyjął zmiany. Nametag spróbuje ponownie przy twojej następnej zmianie albo teraz:',
  'sync.problem.no_room': 'Twój profil na {server} nie ma miejsca na kolejne pole. Usuń tam jedno i spróbuj ponownie:',
  'sync.problem.hidden': 'Twój profil nie jest teraz nikomu pokazywany, więc nic nie jest zapisywane.',
  'sync.retry': 'Spróbuj ponownie teraz',
  'sync.reconnect': 'Połącz ponownie',
  'sync.stop': 'Przestań aktualizować',
  'sync.stopHint': 'To, co pokazuje tam twój profil, zostaje bez zmian.',
  'sync.notice.connected': 'Połączono: twoje zaimki za chwilę zostaną zapisane na {account}.',
  'sync.notice.stopped': 'Zatrzymano: Nametag nie zapisuje już na {account}.',
  'sync.notice.saved': 'Zapisano: Nametag za chwilę zapisze zmianę.',
  'sync.problem.changed_meanwhile':
    'Twój profil na {server} ciągle się zmieniał, gdy Nametag do niego zapisywał. Spróbuje ponownie sam.',
  'sync.bluesky.heading': 'Bluesky',
  'sync.bluesky.hint':
    'Nametag aktualizuje zaimki w twoim profilu Bluesky: tyle całych wpisów, ile zmieści się w 20 znakach Bluesky. Utwórz do tego hasło aplikacji w Bluesky (Ustawienia → Prywatność i bezpieczeństwo → Hasła aplikacji); nigdy nie podawaj hasła swojego konta.',
  'sync.bluesky.handle': 'Twój identyfikator',
  'sync.bluesky.appPassword': 'Hasło aplikacji',
  'sync.bluesky.server': 'Serwer (zostaw puste dla serwera Bluesky)',
  'sync.bluesky.connect': 'Aktualizuj moje zaimki na Bluesky',
  'sync.bluesky.problem.handle': 'Podaj swój identyfikator, np. alice.bsky.social.',
  'sync.bluesky.problem.appPassword':
    'Podaj hasło aplikacji: cztery grupy po cztery litery i cyfry (xxxx-xxxx-xxxx-xxxx), a nie hasło swojego konta.',
  'sync.bluesky.problem.refused':
    'Serwer odrzucił ten identyfikator i hasło aplikacji: sprawdź oba albo utwórz nowe hasło aplikacji.',
  'sync.bluesky.problem.server': 'Podaj sam adres serwera, przez https, np. bsky.social.',
  'sync.bluesky.problem.unreachable':
    'Serwer nie odpowiedział tak, jak powinien serwer Bluesky: sprawdź adres albo spróbuj później.',
  'sync.notice.connectedBluesky': 'Połączono: twoje zaimki za chwilę zostaną zapisane na {account}.',
} as const satisfies Record<SyncMessageId, string>;
