/** Deutsch: du-Form; Admins heißen Admins, dazu „Konto“, „Kontoname“, „Mitglied“, „Instanz“. */
import type { ErrorsMessageId } from './en.js';

export const de = {
  'error.code.400': 'Das wurde nicht angenommen: Prüf deine Eingaben und sende sie noch einmal.',
  'error.code.403': 'Das darfst du nicht.',
  'error.code.404': 'Hier gibt es nichts: Vielleicht wurde es umbenannt oder gelöscht.',
  'error.code.405': 'Diese Adresse lässt sich so nicht verwenden: Geh zurück und nutze das Formular der Seite.',
  'error.code.408': 'Dein Browser hat zu lange zum Senden gebraucht: Versuch es noch einmal.',
  'error.code.415':
    'Was dein Browser gesendet hat, ließ sich nicht lesen: Geh zurück und nutze das Formular der Seite.',
  'error.code.429': 'Zu viele Versuche in kurzer Zeit: Warte eine Minute und versuch es dann noch einmal.',
  'error.code.431':
    'Dein Browser hat mit dieser Anfrage zu viele Daten gesendet: Lösch die Cookies dieser Seite und versuch es noch einmal.',
  'error.code.500': 'Bei uns ist etwas schiefgegangen: Versuch es gleich noch einmal.',
  'error.code.501': 'Das gibt es nicht im gewünschten Format.',
  'error.code.503': 'Das ist gerade nicht verfügbar, und es wurde nichts geändert: Versuch es gleich noch einmal.',
  'error.code.1003': 'Du bist nicht angemeldet, oder deine Sitzung ist abgelaufen: Melde dich erneut an.',
  'error.code.1004':
    'Für eine Registrierung hier brauchst du einen Einladungscode: Frag jemanden mit einem Konto hier danach.',
  'error.code.1006':
    'Dieser Kontoname ist nicht möglich: Verwende 2 bis 40 Buchstaben, Ziffern, _, . oder -, nicht nur Punkte.',
  'error.code.1007': 'Dieser Kontoname ist schon vergeben: Wähle einen anderen.',
  'error.code.1009': 'Du hast schon so viele Einladungen erstellt wie möglich.',
  'error.code.2001': 'Hier gibt es niemanden mit diesem Namen: Vielleicht wurde das Konto umbenannt oder gelöscht.',
  'error.code.2002': 'Die Mitgliederliste dieser Person ist privat.',
  'error.code.2003': 'Deine Flaggensammlung ist voll: Lösche eine Flagge, um eine andere hinzuzufügen.',
  'error.code.2004': 'Der Kurzlink lässt sich einmal pro Stunde ändern: Versuch es später noch einmal.',
  'error.code.3001': 'Hier gibt es kein Mitglied mit diesem Namen: Vielleicht wurde es umbenannt oder gelöscht.',
  'error.code.3002': 'Du hast schon so viele Mitglieder wie möglich.',
  'error.code.3003': 'Du hast schon ein Mitglied mit diesem Namen: Wähle einen anderen.',
  'error.code.3004': 'Dieses Mitglied gehört nicht zu deinem Konto.',
  'error.code.4001': 'Was du gesendet hast, ist zu groß.',
  'error.code.4002': 'Das ist dir nicht erlaubt.',

  'error.field.invalid': '{field} ist ungültig: Prüf die Angabe und versuch es noch einmal.',

  'error.named.notFound':
    'Das wurde nicht gefunden: Vielleicht wurde es schon gelöscht. Lade die Seite neu, um den aktuellen Stand zu sehen.',
  'error.named.wrongCredentials': 'Kontoname oder Passwort stimmt nicht.',
  'error.named.wrongRecoveryCode':
    'Kontoname oder Wiederherstellungscode stimmt nicht (jeder Wiederherstellungscode funktioniert nur einmal).',
  'error.named.inviteInvalid': 'Dieser Einladungscode ist unbekannt oder wurde schon benutzt.',
  'error.named.inviteLimitReached': 'Du hast schon so viele Einladungen erstellt wie möglich ({limit}).',
  'error.named.invalidPassword': 'Das neue Passwort muss 8 bis 256 Zeichen lang sein.',
  'error.named.wrongPassword': 'Das aktuelle Passwort stimmt nicht.',
  'error.named.memberLimitReached': 'Du hast schon so viele Mitglieder wie möglich ({limit}).',
  'error.named.flagNotFound': 'Diese Flagge gibt es nicht mehr: Vielleicht wurde sie gelöscht.',
  'error.named.flagLimitReached':
    'Deine Flaggensammlung ist voll (sie fasst {limit}): Lösche eine Flagge, um eine andere hinzuzufügen.',
  'error.named.adminOnly': 'Das können nur die Admins dieser Instanz.',
  'error.named.suspended':
    'Dein Konto ist gesperrt: Du kannst dich anmelden und deine Daten und Verwarnungen lesen, aber nichts ändern.',
  'error.named.suspendedLinkedLogin':
    'Dieses Konto ist gesperrt, daher geht die Anmeldung auf diesem Weg nicht: Melde dich mit deinem Passwort an, um deine Verwarnungen zu lesen und deine Daten zu exportieren.',
  'error.named.linkedAccountDeleted': 'Das Nametag-Konto, mit dem dies verknüpft ist, wurde gelöscht.',
  'error.named.accountBeingDeleted':
    'Dieses Konto wurde gelöscht und wird am {until, date, long} endgültig entfernt. Melde dich mit seinem Passwort an, um es wiederherzustellen.',
  'error.named.cannotReportSelf': 'Du kannst dich nicht selbst melden.',
  'error.named.invalidCursor': 'Diese Seite der Liste gibt es nicht mehr: Geh zurück zur ersten Seite.',
  'error.named.notOnYourself': 'Admins können das nicht mit ihrem eigenen Konto tun.',
  'error.named.reportNotAboutUser': 'Diese Meldung betrifft nicht dieses Konto.',
  'error.named.reportClosed': 'Diese Meldung ist schon erledigt.',
  'error.named.alreadySuspended': 'Dieses Konto ist schon gesperrt.',
  'error.named.notSuspended': 'Dieses Konto ist nicht gesperrt.',
  'error.named.reportNotFound': 'Diese Meldung gibt es nicht mehr.',
  'error.named.warningNotFound': 'Diese Verwarnung gibt es nicht mehr.',
  'error.named.reservedUsername': 'Dieser Kontoname ist reserviert: Wähle einen anderen.',
  'error.named.webhookLimitReached': 'Du hast schon so viele Webhooks, wie ein Konto haben kann ({limit}).',
  'error.named.providerNotEnabled': 'Diese Art der Anmeldung ist hier nicht verfügbar.',
  'error.named.loginFlowInvalid':
    'Dieser Anmeldelink ist abgelaufen, wurde schon benutzt oder in einem anderen Browser gestartet: Fang noch einmal von vorn an.',
  'error.named.providerDenied':
    '{provider} hat Nametag keinen Zugriff auf dein Konto gegeben, daher ist nichts passiert.',
  'error.named.providerFailed':
    '{provider} hat nicht wie erwartet geantwortet, daher ist nichts passiert: Versuch es später noch einmal.',
  'error.named.instance.empty': 'Gib die Adresse deines Fediverse-Servers ein, zum Beispiel mastodon.social.',
  'error.named.instance.tooLong': 'Diese Serveradresse ist zu lang.',
  'error.named.instance.notAddress':
    'Das ist keine Serveradresse: Gib den Namen des Servers ein, zum Beispiel mastodon.social.',
  'error.named.instance.notHttps': 'Nur Server, die über https erreichbar sind, lassen sich verwenden.',
  'error.named.instance.notServerName': 'Gib nur den Namen des Servers ein, zum Beispiel mastodon.social.',
  'error.named.instance.nonStandardPort': 'Nur Server auf dem Standardport für https lassen sich verwenden.',
  'error.named.instance.notInternetName': 'Das ist nicht der Name eines Servers im Internet.',
  'error.named.instance.notPublic':
    '{host} hat keine öffentliche Adresse: Nur Server im Internet können verwendet werden.',
  'error.named.instance.timeout': '{host} hat nicht rechtzeitig geantwortet: Versuch es später noch einmal.',
  'error.named.instance.oddAnswer': '{host} hat nicht wie ein Fediverse-Server geantwortet: Prüf die Adresse.',
  'error.named.instance.unreachable':
    'Nametag konnte {host} nicht erreichen: Prüf den Namen oder versuch es später noch einmal.',
  'error.named.instance.noApps': '{host} lässt keine Anmeldung über Apps zu: Ist das ein Mastodon-kompatibler Server?',
  'error.named.badHost': 'Diese Adresse bezeichnet keinen Server: Öffne die Seite unter ihrer üblichen Adresse.',
  'error.named.publicUrlNeeded':
    'Für die Anmeldung über das Fediverse muss diese Seite ihre eigene Adresse kennen: Wer sie betreibt, muss die Adresse zuerst festlegen.',
  'error.named.accountLinkedElsewhere':
    'Dieses {provider}-Konto ist schon mit einem anderen Nametag-Konto verknüpft: Melde dich damit an oder trenne es dort zuerst.',
  'error.named.kindAlreadyLinked':
    'Du hast schon ein {provider}-Konto verknüpft: Trenne es zuerst, um ein anderes zu verknüpfen.',
  'error.named.notLinked': 'Mit deinem Konto ist kein {provider}-Konto verknüpft.',
  'error.named.syncAccountNotLinked':
    'Du hast @{account}@{host} zugestimmt, aber das ist nicht das mit deinem verknüpfte Fediverse-Konto: Melde dich dort mit dem verknüpften Konto an und versuche es noch einmal.',
  'error.named.syncScopeMissing':
    'Dein Server hat Nametag erlaubt, dein Konto zu lesen, aber nicht, dein Profil zu ändern, darum lässt sich nichts aktuell halten: Verbinde dich erneut und erlaube es.',
  'error.named.syncOff':
    'Dieser Server hält Pronomen auf anderen Diensten nicht aktuell: Seine Betreiber*innen haben das nicht eingerichtet.',
  'error.named.lastLoginMethod':
    'Nur so kannst du dich anmelden: Leg ein Passwort fest oder verknüpfe ein anderes Konto, bevor du dieses trennst.',
  'error.named.formTooLarge':
    'Das Formular ist zu groß zum Senden (über {limit} MB): Geh zurück und wähle ein kleineres Bild.',
  'error.named.emptyUpdate': 'Es wurde nichts geändert: Es gab nichts zu speichern.',
  'error.named.shuttingDown':
    'Der Server startet gerade neu, und es wurde nichts geändert: Versuch es gleich noch einmal.',
  'error.named.mediaUnavailable':
    'Der Bildspeicher ist gerade nicht verfügbar, und es wurde nichts geändert: Versuch es später noch einmal.',
  'error.named.busy': 'Der Server ist gerade ausgelastet: Versuch es in ein paar Sekunden noch einmal.',
  'error.named.importUnderWay':
    'Dein Konto wird bereits von einem Dienst gelesen, in einem anderen Tab oder einer anderen App. Warte, bis das fertig ist, oder versuch es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'error.named.serviceCrowded':
    'Dieser Server liest gerade schon Konten von {host} für andere Leute. Versuch es in {seconds, plural, one {# Sekunde} other {# Sekunden}} noch einmal.',
  'error.named.audienceNotFound': 'Diese Zielgruppe gibt es nicht mehr: Vielleicht wurde sie gelöscht.',
  'error.named.audienceLimitReached':
    'Du hast {limit} Zielgruppen, mehr kann ein Konto nicht haben: Lösche eine, bevor du eine neue anlegst.',
  'error.named.groupNotFound': 'Diese Gruppe gibt es nicht mehr: Vielleicht wurde sie gelöscht.',
  'error.named.groupLimitReached':
    'Du hast {limit} Gruppen, mehr geht pro Konto nicht: Lösche eine, bevor du eine neue anlegst.',
  'error.named.groupNameInUse': 'Du hast schon eine Gruppe mit diesem Namen: Wähle einen anderen.',
  'error.named.notOwnMembers':
    'Eines der gewählten Mitglieder gehört nicht dir (vielleicht wurde es gelöscht): Wähle erneut.',
  'error.named.shareLinkNotFound': 'Diesen Teilen-Link gibt es nicht mehr.',
  'error.named.shareLinkLimitReached':
    'Diese Zielgruppe hat {limit} offene Links, mehr geht nicht: Widerrufe einen, bevor du einen neuen anlegst.',
  'error.uploadUnreadable':
    'Der Upload ließ sich nicht lesen: Wähle die Datei noch einmal aus und sende das Formular erneut.',
} satisfies Record<ErrorsMessageId, string>;
