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
    'Twój serwer zapyta, czy Nametag może zmieniać twój profil. Potem Nametag aktualizuje pole profilu o nazwie „{label}” w języku, który tu wybierzesz.',
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
} as const satisfies Record<SyncMessageId, string>;
