/** Deutsch: du-Form, geschlechtergerecht mit Gendersternchen, wo eine Personengruppe gemeint ist. */
import type { SyncMessageId } from './en.js';

export const de = {
  'sync.title': 'Pronomen anderswo',
  'sync.lead':
    'Halte die Pronomen, die dein öffentliches Profil zeigt, auf deinen Konten anderswo aktuell. Nametag schreibt sie, wann immer du sie hier änderst, und lässt alles andere in diesen Profilen, wie es ist.',
  'sync.off':
    'Dieser Server hält Pronomen auf anderen Diensten nicht aktuell: Seine Betreiber*innen haben das nicht eingerichtet.',
  'sync.settings.lead':
    'Halte deine Pronomen auf Mastodon und anderen Diensten aktuell: <link>Pronomen anderswo</link>.',
  'sync.mastodon.heading': 'Mastodon und das Fediverse',
  'sync.mastodon.needsLink':
    'Verknüpfe zuerst das Fediverse-Konto auf der <link>Einstellungsseite</link>: Nametag schreibt in das Konto, mit dem du dich anmeldest.',
  'sync.mastodon.hint':
    'Dein Server fragt, ob Nametag dein Profil ändern darf. Danach hält Nametag ein Profilfeld namens „{label}“ aktuell; sobald du verbunden bist, kannst du die Sprache seines Namens wählen.',
  'sync.mastodon.start': 'Meine Pronomen auf {account} aktuell halten',
  'sync.language': 'Sprache des Feldnamens',
  'sync.names': 'Auch meine Namen aktuell halten, in einem Feld namens „{label}“',
  'sync.save': 'Speichern',
  'sync.status.synced': 'Aktuell auf {account}, zuletzt geschrieben am {day}.',
  'sync.status.connected': 'Mit {account} verbunden.',
  'sync.status.waiting': 'Wird gleich in {account} geschrieben.',
  'sync.problem.revoked':
    '{account} lässt Nametag das Profil nicht mehr ändern (die Erlaubnis wurde entzogen oder ist abgelaufen). Verbinde dich erneut, um weiterzumachen.',
  'sync.problem.key_changed':
    'Der Schlüssel dieses Servers hat sich geändert, darum lässt sich deine Erlaubnis nicht mehr nutzen. Verbinde dich erneut, um weiterzumachen.',
  'sync.problem.unreachable': 'Nametag konnte {server} nicht erreichen. Es versucht es von selbst noch einmal.',
  'sync.problem.rate_limited': '{server} hat Nametag gebeten zu warten. Es versucht es von selbst noch einmal.',
  'sync.problem.refused':
    '{server} hat die Änderung nicht angenommen. Nametag versucht es bei deiner nächsten Änderung noch einmal, oder jetzt:',
  'sync.problem.no_room':
    'Dein Profil auf {server} hat keinen Platz für ein weiteres Feld. Entferne dort eines und versuche es dann noch einmal:',
  'sync.problem.hidden': 'Dein Profil wird gerade niemandem gezeigt, darum wird nichts geschrieben.',
  'sync.retry': 'Jetzt noch einmal versuchen',
  'sync.reconnect': 'Erneut verbinden',
  'sync.stop': 'Nicht mehr aktuell halten',
  'sync.stopHint': 'Was dein Profil dort zeigt, bleibt, wie es ist.',
  'sync.notice.connected': 'Verbunden: Deine Pronomen werden gleich in {account} geschrieben.',
  'sync.notice.stopped': 'Beendet: Nametag schreibt nicht mehr in {account}.',
  'sync.notice.saved': 'Gespeichert: Nametag schreibt die Änderung gleich.',
  'sync.problem.changed_meanwhile':
    'Dein Profil auf {server} hat sich ständig geändert, während Nametag hineinschrieb. Es versucht es von selbst noch einmal.',
  'sync.bluesky.heading': 'Bluesky',
  'sync.bluesky.hint':
    'Nametag hält die Pronomen in deinem Bluesky-Profil aktuell: so viele ganze Einträge, wie in die 20 Zeichen von Bluesky passen. Erstelle dafür in Bluesky ein App-Passwort (Einstellungen → Privatsphäre und Sicherheit → App-Passwörter); gib nie das Passwort deines Kontos selbst an.',
  'sync.bluesky.handle': 'Dein Handle',
  'sync.bluesky.appPassword': 'App-Passwort',
  'sync.bluesky.server': 'Server (leer lassen für den von Bluesky)',
  'sync.bluesky.connect': 'Meine Pronomen auf Bluesky aktuell halten',
  'sync.bluesky.problem.handle': 'Gib dein Handle an, etwa alice.bsky.social.',
  'sync.bluesky.problem.appPassword':
    'Gib ein App-Passwort an: vier Gruppen aus je vier Buchstaben und Ziffern (xxxx-xxxx-xxxx-xxxx), nicht das Passwort deines Kontos selbst.',
  'sync.bluesky.problem.refused':
    'Der Server hat dieses Handle und App-Passwort abgelehnt: Prüfe beides oder erstelle ein neues App-Passwort.',
  'sync.bluesky.problem.server': 'Gib nur die Adresse des Servers an, über https, etwa bsky.social.',
  'sync.bluesky.problem.unreachable':
    'Der Server hat nicht wie ein Bluesky-Server geantwortet: Prüfe die Adresse oder versuche es später noch einmal.',
  'sync.notice.connectedBluesky': 'Verbunden: Deine Pronomen werden gleich in {account} geschrieben.',
} as const satisfies Record<SyncMessageId, string>;
