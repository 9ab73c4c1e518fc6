/** Deutsch: du-Form, geschlechtergerecht mit Gendersternchen, wo eine Personengruppe gemeint ist. */
import type { TwoFactorMessageId } from './en.js';

export const de = {
  'twoFactor.title': 'Zwei-Faktor-Anmeldung',
  'twoFactor.lead.on':
    'Die Zwei-Faktor-Anmeldung ist an: Nach deinem Passwort fragt Nametag nach einem Code deiner Authenticator-App, einem Passkey oder einem Wiederherstellungscode.',
  'twoFactor.lead.off':
    'Die Zwei-Faktor-Anmeldung ist aus. Schalte sie mit einer Authenticator-App oder einem Passkey ein: Nach deinem Passwort fragt Nametag dann nach einem zweiten Nachweis, dass du es bist.',
  'twoFactor.summary.on': 'Die Zwei-Faktor-Anmeldung ist an. <link>Verwalten</link>.',
  'twoFactor.summary.off':
    'Nach deinem Passwort einen zweiten Nachweis verlangen: <link>Zwei-Faktor-Anmeldung einrichten</link>.',
  'twoFactor.totp.heading': 'Authenticator-App',
  'twoFactor.totp.explain':
    'Eine Authenticator-App (etwa Aegis, 2FAS, Google Authenticator oder ein Passwortmanager) zeigt alle 30 Sekunden einen neuen sechsstelligen Code.',
  'twoFactor.totp.start': 'Authenticator-App einrichten',
  'twoFactor.totp.scan': 'Scanne diesen Code mit deiner Authenticator-App.',
  'twoFactor.totp.qrLabel': 'QR-Code des Schlüssels für deine Authenticator-App',
  'twoFactor.totp.manual': 'Oder tippe diesen Schlüssel in die App ein:',
  'twoFactor.totp.confirmCode': 'Der Code, den die App gerade zeigt',
  'twoFactor.totp.confirm': 'Einschalten',
  'twoFactor.totp.cancel': 'Abbrechen',
  'twoFactor.totp.isOn': 'Deine Authenticator-App ist eingerichtet.',
  'twoFactor.totp.off': 'Authenticator-App ausschalten',
  'twoFactor.proof.password': 'Dein Passwort',
  'twoFactor.proof.label': 'Dein Passwort oder ein Code deiner Authenticator-App',
  'twoFactor.proof.codeOnly': 'Ein Code deiner Authenticator-App',
  'twoFactor.passkeys.heading': 'Passkeys',
  'twoFactor.passkeys.explain':
    'Ein Passkey liegt auf deinem Gerät oder in deinem Passwortmanager und wird mit Fingerabdruck, Gesicht oder PIN entsperrt. Er meldet dich ohne Passwort an oder dient als zweiter Schritt.',
  'twoFactor.passkeys.added': 'hinzugefügt am {day}',
  'twoFactor.passkeys.addedUsed': 'hinzugefügt am {day}, zuletzt benutzt am {used}',
  'twoFactor.passkeys.remove': '{name} entfernen',
  'twoFactor.passkeys.name': 'Name des neuen Passkeys (zum Beispiel das Gerät)',
  'twoFactor.passkeys.add': 'Passkey hinzufügen',
  'twoFactor.passkeys.needsScript': 'Um einen Passkey hinzuzufügen, muss JavaScript in deinem Browser an sein.',
  'twoFactor.passkey.failed': 'Der Passkey hat nicht funktioniert: Versuch es noch einmal oder nimm einen Code.',
  'twoFactor.recovery.heading': 'Wiederherstellungscodes',
  'twoFactor.recovery.left':
    '{count, plural, one {Du hast noch # Wiederherstellungscode.} other {Du hast noch # Wiederherstellungscodes.}} Jeder taugt auch einmal als zweiter Schritt. Bewahre sie sicher auf: <link>neue erstellen</link>.',
  'twoFactor.recovery.none':
    'Du hast keine Wiederherstellungscodes. Ohne deine App oder deinen Passkey kämst du nicht mehr hinein: <link>Wiederherstellungscodes erstellen</link> und sicher aufbewahren.',
  'twoFactor.provider.heading': 'Verknüpfte Konten',
  'twoFactor.provider.ask': 'Auch nach der Anmeldung mit einem verknüpften Konto nach meinem zweiten Faktor fragen',
  'twoFactor.provider.save': 'Speichern',
  'twoFactor.back': 'Zurück zu den Einstellungen',
  'twoFactor.notice.totpOn': 'Deine Authenticator-App ist an: Nametag fragt bei der Anmeldung nach einem ihrer Codes.',
  'twoFactor.notice.totpOff': 'Deine Authenticator-App ist ausgeschaltet.',
  'twoFactor.notice.passkeyAdded': 'Dein Passkey ist hinzugefügt.',
  'twoFactor.notice.passkeyRemoved': 'Der Passkey ist entfernt.',
  'twoFactor.notice.saved': 'Gespeichert.',
  'twoFactor.notice.setupCancelled': 'Die Einrichtung ist abgebrochen.',
  'twoFactor.step.title': 'Noch ein Schritt',
  'twoFactor.step.lead':
    'Um dich als {username} anzumelden, tippe den Code ein, den deine Authenticator-App gerade zeigt.',
  'twoFactor.step.leadNoApp':
    'Um dich als {username} anzumelden, nimm deinen Passkey oder einen Wiederherstellungscode.',
  'twoFactor.step.leadAnon': 'Um dich anzumelden, tippe den Code ein, den deine Authenticator-App gerade zeigt.',
  'twoFactor.step.leadNoAppAnon': 'Um dich anzumelden, nimm deinen Passkey oder einen Wiederherstellungscode.',
  'twoFactor.step.code': 'Code',
  'twoFactor.step.codeHint': 'Sechs Ziffern aus deiner App oder einer deiner Wiederherstellungscodes.',
  'twoFactor.step.submit': 'Anmelden',
  'twoFactor.step.passkey': 'Passkey benutzen',
  'twoFactor.step.again': 'Nicht du, oder kommst du nicht weiter? <link>Neu beginnen</link>.',
  'twoFactor.step.problem': 'Noch nicht angemeldet: Bitte prüf das.',
  'twoFactor.step.wrong':
    'Falscher Benutzername, falsches Passwort oder falscher Code. Prüfe den Code und versuch es noch einmal.',
  'twoFactor.step.expired': 'Das hat zu lange gedauert oder es gab zu viele Versuche: Melde dich noch einmal an.',
  'login.passkey': 'Mit einem Passkey anmelden',
  'error.named.secondFactorRequired': 'Dieses Konto verlangt nach dem Passwort einen zweiten Schritt.',
  'error.named.secondFactorTicketInvalid':
    'Das hat zu lange gedauert oder es gab zu viele Versuche: Melde dich noch einmal an.',
  'error.named.wrongTwoFactorCode': 'Dieser Code stimmt nicht: Tippe den ein, den deine App gerade zeigt.',
  'error.named.wrongTwoFactorProof': 'Das ist weder dein Passwort noch ein aktueller Code deiner Authenticator-App.',
  'error.named.totpAlreadyOn':
    'Es ist schon eine Authenticator-App an: Schalte sie zuerst aus, um eine andere einzurichten.',
  'error.named.passkeyRefused': 'Der Passkey ließ sich nicht prüfen: Versuch es noch einmal.',
} as const satisfies Record<TwoFactorMessageId, string>;
