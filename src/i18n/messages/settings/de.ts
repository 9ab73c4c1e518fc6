/** Deutsch: du-Form, geschlechtergerecht mit Gendersternchen, wo eine Personengruppe gemeint ist. */
import type { SettingsMessageId } from './en.js';

export const de = {
  'settings.title': 'Einstellungen',
  'settings.username.heading': 'Kontoname',
  'settings.username.submit': 'Kontonamen ändern',
  'settings.password.heading': 'Passwort',
  'settings.password.current': 'Aktuelles Passwort',
  'settings.password.none':
    'Dein Konto hat noch kein Passwort: Leg eins fest, um dich auch mit deinem Kontonamen anzumelden.',
  'settings.password.change': 'Passwort ändern',
  'settings.password.set': 'Passwort festlegen',
  'settings.currentPassword': 'Dein aktuelles Passwort',

  'settings.email.heading': 'E-Mail-Adresse',
  'settings.email.current':
    'Deine Adresse ist {address}: Du kannst dich damit anmelden und bekommst dorthin einen Link, wenn du dein Passwort vergisst. Niemand sonst sieht sie.',
  'settings.email.none':
    'Noch keine Adresse. Mit einer kannst du dich damit anmelden und bekommst dorthin einen Link, wenn du dein Passwort vergisst. Niemand sonst sieht sie.',
  'settings.email.pending':
    'Ein Bestätigungslink wurde an {address} geschickt: Öffne ihn innerhalb eines Tages, um diese Adresse zu verwenden.',
  'settings.email.new': 'Eine neue Adresse',
  'settings.email.yours': 'Deine Adresse',
  'settings.email.password.hint':
    'Über die Adresse lässt sich dein Passwort zurücksetzen, darum fragt eine Änderung nach deinem jetzigen.',
  'settings.email.submit': 'Schick mir einen Bestätigungslink',
  'settings.email.remove': 'Adresse entfernen',

  'settings.recovery.heading': 'Wiederherstellungscodes',
  'settings.recovery.new':
    '<strong>Deine neuen Wiederherstellungscodes</strong> – speichere, drucke oder notiere sie jetzt: Sie werden nur einmal angezeigt. Jeder funktioniert einmal; die alten Codes gelten nicht mehr.',
  'settings.recovery.label': 'Deine Wiederherstellungscodes',
  'settings.recovery.copy': 'Codes kopieren',
  'settings.recovery.copied': 'Codes kopiert.',
  'settings.recovery.copyFailed': 'Markiere den Text und kopiere ihn.',
  'settings.recovery.none':
    'Du hast keine Wiederherstellungscodes. Erstelle sie jetzt: Wenn du dein Passwort vergisst oder das Konto verlierst, mit dem du dich anmeldest, bringt dich ein Code wieder hinein.',
  'settings.recovery.left':
    'Du hast {count, plural, one {# unbenutzten Wiederherstellungscode} other {# unbenutzte Wiederherstellungscodes}}, erstellt am {date}.',
  'settings.recovery.replace': 'Neue Codes ersetzen diese: Die alten funktionieren dann nicht mehr.',
  'settings.recovery.password.hint':
    'Mit einem Code lässt sich ein neues Passwort festlegen, darum fragt das Erstellen nach deinem jetzigen.',
  'settings.recovery.make': 'Wiederherstellungscodes erstellen',
  'settings.recovery.makeNew': 'Neue Wiederherstellungscodes erstellen',

  'settings.links.heading': 'Verknüpfte Konten',
  'settings.links.hint': 'Melde dich damit statt mit einem Passwort an. Niemand sonst sieht sie.',
  'settings.links.hintNoPassword':
    'Melde dich damit statt mit einem Passwort an. Niemand sonst sieht sie. Dein Konto hat kein Passwort: Behalte mindestens ein verknüpftes Konto oder leg ein Passwort fest.',
  'settings.links.linked': '{provider}: <strong>{account}</strong>',
  'settings.links.unlink': 'Trennen',
  'settings.links.unlinkLabel': '{provider} trennen',
  'settings.links.link': '{provider} verknüpfen',
  'settings.links.lookupsOff':
    'Apps, die Pronomen über ein {provider}-Konto nachschlagen (die Abfrage von PronounDB, genutzt von Browser-Erweiterungen und Bots), finden dich über dieses nicht.',
  'settings.links.lookupsOn':
    'Apps, die Pronomen über ein {provider}-Konto nachschlagen, finden über dieses die Pronomen, die dein öffentliches Profil zeigt. Deinen Benutzernamen hier erfahren sie nicht.',
  'settings.links.lookupsStart': 'Apps meine Pronomen finden lassen',
  'settings.links.lookupsStartLabel': 'Apps meine Pronomen über mein {provider}-Konto finden lassen',
  'settings.links.lookupsStop': 'Beenden',
  'settings.links.lookupsStopLabel': 'Apps meine Pronomen nicht mehr über mein {provider}-Konto finden lassen',

  'settings.sessions.heading': 'Wo du angemeldet bist',
  'settings.sessions.caption': 'Deine Sitzungen',
  'settings.sessions.browser': 'Browser',
  'settings.sessions.started': 'Angemeldet',
  'settings.sessions.ends': 'Endet',
  'settings.sessions.action': 'Aktion',
  'settings.sessions.client': '{browser} unter {system}',
  'settings.sessions.unknownClient': 'Unbekannter Browser',
  'settings.sessions.thisBrowser': 'dieser Browser',
  'settings.sessions.never': 'nie',
  'settings.sessions.logOut': 'Abmelden',
  'settings.sessions.logOutLabel': '{client} abmelden, angemeldet am {date}',
  'settings.sessions.logOutUnknownLabel': 'Den Browser abmelden, angemeldet am {date}',
  'settings.sessions.endAll.hint': 'Beendet jede Sitzung, auch diese. API-Tokens funktionieren weiter.',
  'settings.sessions.endAll': 'Überall abmelden',

  'settings.data.heading': 'Deine Daten',
  'settings.data.lead':
    'Lade alles herunter, bring einen Export von Nametag oder PluralKit mit oder zieh von pronouns.cc um: <link>Export und Import</link>.',

  'settings.tokens.heading': 'API-Tokens',
  'settings.tokens.new': 'Dein neues Token – kopiere es jetzt, es wird nur einmal angezeigt:',
  'settings.tokens.name': 'Name (optional)',
  'settings.tokens.readOnly': 'Nur lesen',
  'settings.tokens.expires': 'Läuft ab',
  'settings.tokens.expires.never': 'Nie',
  'settings.tokens.expires.day': 'In einem Tag',
  'settings.tokens.expires.month': 'In 30 Tagen',
  'settings.tokens.expires.year': 'In einem Jahr',
  'settings.tokens.create': 'Token erstellen',
  'settings.tokens.none': 'Noch keine API-Tokens.',
  'settings.tokens.caption': 'Deine Tokens',
  'settings.tokens.column.name': 'Name',
  'settings.tokens.column.access': 'Zugriff',
  'settings.tokens.column.created': 'Erstellt',
  'settings.tokens.column.expires': 'Läuft ab',
  'settings.tokens.column.actions': 'Aktionen',
  'settings.tokens.thisBrowser': 'Dieser Browser',
  'settings.tokens.session': 'Sitzung',
  'settings.tokens.access.readOnly': 'nur lesen',
  'settings.tokens.access.readWrite': 'lesen und schreiben',
  'settings.tokens.never': 'nie',
  'settings.tokens.thisSession': 'diese Sitzung',
  'settings.tokens.revoke': 'Widerrufen',
  'settings.tokens.revokeLabel': 'Token {name} widerrufen',

  'settings.invites.heading': 'Einladungen',
  'settings.invites.new': 'Dein neuer Einladungscode – kopiere ihn jetzt, er wird nur einmal angezeigt:',
  'settings.invites.create': 'Einladung erstellen',
  'settings.invites.used': 'Erstellt am {date}, benutzt',
  'settings.invites.unused': 'Erstellt am {date}, noch nicht benutzt',

  'settings.delete.heading': 'Dein Konto löschen',
  'settings.delete.lead':
    'Deine Seite und alle deine Mitglieder verschwinden sofort, und deine API-Tokens und Synchronisierungen enden. Bis zum {until} bietet dir die Anmeldung an, alles wiederherzustellen; danach wird es endgültig entfernt.',
  'settings.delete.exportFirst':
    'Bevor du gehst, <link>lade deine Daten herunter</link>: Du kannst sie hier wieder importieren oder anderswo mitnehmen.',
  'settings.delete.confirm': 'Gib zur Bestätigung deinen Kontonamen ein',
  'settings.delete.submit': 'Mein Konto löschen',

  'settings.delete.question':
    'Du kannst es innerhalb von 30 Tagen wiederherstellen, indem du dich anmeldest. Fortfahren?',
  'settings.notice.linked': '{provider}-Konto verknüpft.',
  'settings.notice.recoveredByCode':
    'Dein neues Passwort ist festgelegt, und jeder andere Browser ist abgemeldet. Der benutzte Code funktioniert nicht mehr.',
  'settings.notice.recoveredByLink': 'Dein neues Passwort ist festgelegt, und jeder andere Browser ist abgemeldet.',
  'settings.notice.restored':
    'Willkommen zurück: Dein Konto ist wiederhergestellt. Deine API-Tokens und Synchronisierungen endeten beim Löschen; richte sie hier neu ein.',
  'settings.notice.codesMade': 'Wiederherstellungscodes erstellt: Du findest sie unten.',
  'settings.notice.emailSent':
    'Ein Bestätigungslink ist unterwegs an {address}: Öffne ihn innerhalb eines Tages, um die Adresse zu verwenden.',
  'settings.notice.emailRemoved': 'Die Adresse ist entfernt.',
  'settings.notice.unlinked': 'Konto getrennt.',
  'settings.notice.lookupsOn': 'Apps finden deine Pronomen jetzt über dein {provider}-Konto.',
  'settings.notice.lookupsOff': 'Apps finden deine Pronomen nicht mehr über dein {provider}-Konto.',
  'settings.notice.usernameChanged': 'Kontoname geändert.',
  'settings.notice.passwordChanged': 'Passwort geändert.',
  'settings.notice.tokenCreated': 'Token erstellt.',
  'settings.notice.tokenRevoked': 'Token widerrufen.',
  'settings.notice.sessionEnded': 'Dieser Browser ist abgemeldet.',
  'settings.notice.inviteCreated': 'Einladung erstellt.',

  'settings.problem.currentPassword': 'Das aktuelle Passwort stimmt nicht: Das Passwort wurde nicht geändert.',
  'settings.problem.recoveryPassword': 'Das ist nicht dein aktuelles Passwort: Es wurden keine Codes erstellt.',
  'settings.problem.emailPassword': 'Das ist nicht dein aktuelles Passwort: Es wurde nichts verschickt.',
  'settings.problem.emailInvalid': 'Das ist keine E-Mail-Adresse: Prüf sie und versuch es noch einmal.',
  'settings.problem.emailInUse':
    'Diese Adresse gehört hier zu einem anderen Konto: Prüf sie und versuch es noch einmal.',
  'settings.problem.emailTooMany':
    'Zu viele Bestätigungsmails in der letzten Stunde: Warte eine Stunde und frag dann noch einmal',
  'settings.problem.lastLogin':
    'Nur so kannst du dich anmelden: Leg ein Passwort fest oder verknüpfe ein anderes Konto, bevor du dieses trennst',
  'settings.problem.notLinked': 'Mit deinem Konto ist kein {provider}-Konto verknüpft',
  'settings.problem.sessionGone': 'Diese Sitzung ist schon beendet.',
  'settings.problem.inviteLimit':
    'Einladungsgrenze erreicht: Du kannst höchstens {limit, plural, one {# Einladung} other {# Einladungen}} erstellen',
  'settings.problem.deleteConfirm': 'Gib deinen Kontonamen genau ein, um dein Konto zu löschen.',

  'data.title': 'Deine Daten',
  'data.back': 'Zurück zu den Einstellungen',
  'data.export.heading': 'Alles herunterladen',
  'data.export.lead':
    'Dein Profil, deine Flaggensammlung und jedes Mitglied (auch nicht gelistete), so wie Nametag es exportiert: Es lässt sich hier oder auf einem anderen Nametag-Server importieren.',
  'data.export.zip': 'Herunterladen (ZIP, mit Bildern)',
  'data.export.json': 'Herunterladen (nur JSON)',
  'data.import.heading': 'Import',
  'data.import.hint':
    'Ein Nametag-Export (ZIP oder JSON) oder ein PluralKit-Export (<code>{command}</code>), bis {limit, number} MB. Alles oder nichts: Mitglieder werden über den Namen zugeordnet (aktualisiert) oder neu erstellt, Flaggen kommen in deine Sammlung, dein Profil wird durch das aus der Datei ersetzt. Schau dir zuerst die Vorschau an, um zu sehen, was sich ändert.',
  'data.import.file': 'Exportdatei',
  'data.preview': 'Vorschau',
  'data.importNow': 'Ohne Vorschau importieren',
  'data.preview.heading': 'Was der Import tun wird',
  'data.preview.confirm': 'Importieren',
  'data.preview.cancel': 'Abbrechen',
  'data.service.heading': 'Von pronouns.cc umziehen',
  'data.service.lead':
    'Bring dein Profil, deine Mitglieder (auch nicht gelistete), deine eigenen Vorlieben, Flaggen und Bilder von pronouns.cc, einem anderen Nametag oder jedem Dienst mit derselben API mit. Erstelle dort ein API-Token (auf pronouns.cc: Settings, dann API tokens) und füge es hier ein: Es wird nur für diesen Import verwendet und nie gespeichert. Schau dir zuerst die Vorschau an, um zu sehen, was sich ändert und was nicht mitkommen kann.',
  'data.service.url': 'Die Adresse des Dienstes',
  'data.service.url.hint': 'Leer lassen für {address}.',
  'data.service.token': 'Dort erstelltes API-Token',

  'data.report.nametag': 'Ein Nametag-Export.',
  'data.report.pluralkit': 'Ein PluralKit-Export.',
  'data.report.service': 'Ein Konto, gelesen von pronouns.cc oder einem ähnlichen Dienst.',
  'data.report.profileWasReplacedByFile': 'Dein Profil wurde durch das aus der Datei ersetzt (dein Kontoname bleibt).',
  'data.report.profileWillBeReplacedByFile':
    'Dein Profil wird durch das aus der Datei ersetzt (dein Kontoname bleibt).',
  'data.report.profileWasReplacedByImport': 'Dein Profil wurde durch das importierte ersetzt (dein Kontoname bleibt).',
  'data.report.profileWillBeReplacedByImport':
    'Dein Profil wird durch das importierte ersetzt (dein Kontoname bleibt).',
  'data.report.profileStays': 'Dein Profil bleibt, wie es ist.',
  'data.report.membersCreated': 'Erstellte Mitglieder',
  'data.report.membersToCreate': 'Neu zu erstellende Mitglieder',
  'data.report.membersUpdated': 'Aktualisierte Mitglieder',
  'data.report.membersToUpdate': 'Zu aktualisierende Mitglieder (über den Namen zugeordnet)',
  'data.report.groupsCreated': 'Erstellte Gruppen',
  'data.report.groupsToCreate': 'Neu zu erstellende Gruppen',
  'data.report.groupsUpdated': 'Aktualisierte Gruppen',
  'data.report.groupsToUpdate': 'Zu aktualisierende Gruppen (über den Namen zugeordnet)',
  'data.report.flagsAdded': 'Zu deiner Sammlung hinzugefügte Flaggen',
  'data.report.flagsToAdd': 'Flaggen, die zu deiner Sammlung hinzukommen',
  'data.report.flagsHad': 'Flaggen, die du schon hattest',
  'data.report.flagsHave': 'Flaggen, die du schon hast',
  'data.report.audiencesMade': 'Angelegte Zielgruppen für das, was die Datei nur manchen Menschen zeigt',
  'data.report.audiencesToMake': 'Zielgruppen, die für das angelegt werden, was die Datei nur manchen Menschen zeigt',
  'data.report.audiencesHad': 'Deine Zielgruppen, die zu den gleichnamigen der Datei wurden',
  'data.report.audiencesHave': 'Deine Zielgruppen, die zu den gleichnamigen der Datei werden',
  'data.report.line': '{label} ({count, number}): {names}',
  'data.report.more': '{names} und {count, number} weitere',
  'data.imported.heading': 'Importiert',
  'data.welcome':
    'Dein Konto ist bereit. <move>Hol dein Profil von pronouns.cc</move> (unten) oder <editor>fang mit einem leeren Profil an</editor>.',
  'data.report.corrected': 'Beim Import berichtigt:',
  'data.report.willBeCorrected': 'Wird beim Import berichtigt:',
  'data.sides.caption.preview': 'Dein Profil jetzt und nach dem Import',
  'data.sides.caption.done': 'Dein Profil vor dem Import und jetzt',
  'data.sides.part': 'Teil deines Profils',
  'data.sides.now': 'Jetzt',
  'data.sides.after': 'Nach dem Import',
  'data.sides.before': 'Vorher',
  'data.sides.displayName': 'Anzeigename',
  'data.sides.names': 'Namen',
  'data.sides.pronouns': 'Pronomen',
  'data.sides.fields': 'Felder',
  'data.sides.links': 'Links',
  'data.sides.avatar': 'Avatar',
  'data.sides.members': 'Mitglieder',
  'data.sides.none': 'keiner',
  'data.sides.yes': 'Ja',
  'data.sides.no': 'Nein',
  'data.sides.willBeReplaced': 'Wird ersetzt',
  'data.sides.stays': 'Bleibt, wie es ist',
  'data.sides.replaced': 'Ersetzt',
  'data.sides.unchanged': 'Unverändert',
  'data.sides.membersComing':
    '{created, number} neu, {updated, number} zu aktualisieren (über den Namen zugeordnet); die übrigen bleiben',
  'data.sides.membersCame':
    '{created, number} erstellt, {updated, number} aktualisiert (über den Namen zugeordnet); die übrigen unverändert',
  'data.report.leftOut': 'Weggelassen:',
  'data.report.willBeLeftOut': 'Wird weggelassen:',

  'data.problem.tokenPasted':
    'Das Token enthält Leerzeichen, Zeilenumbrüche oder unsichtbare Zeichen oder ist viel zu lang: Kopiere es noch einmal vollständig.',
  'data.problem.urlTooLong': 'Die Adresse ist zu lang.',
  'data.problem.expired':
    'Die Vorschau ist abgelaufen (sie wird zehn Minuten aufbewahrt): Wähle die Datei noch einmal oder lies das Konto noch einmal vom Dienst.',
  'data.problem.tooLarge': 'Die Datei ist größer als {limit, number} MB: Es wurde nichts geändert.',
  'data.problem.tooLargeChosen': 'Die Datei ist größer als {limit, number} MB: Wähle eine kleinere.',
  'data.problem.noFile': 'Wähle zuerst eine Exportdatei.',
  'data.problem.noToken': 'Füge zuerst ein API-Token ein, das du bei diesem Dienst erstellt hast.',

  'providers.start.toServer':
    'Du wirst zu <strong>{server}</strong> weitergeleitet, um zu bestätigen, wer du bist. Mach nur weiter, wenn dein Fediverse-Konto auf diesem Server liegt.',
  'providers.start.toYourServer': 'Du wirst zu deinem Server weitergeleitet, um zu bestätigen, wer du bist.',
  'providers.start.toProvider': 'Du wirst zu {provider} weitergeleitet, um zu bestätigen, wer du bist.',
  'providers.start.continue': 'Weiter mit {provider}',
  'providers.signup.lead':
    'Du registrierst dich mit deinem {provider}-Konto <strong>{account}</strong>. Wähle den Kontonamen deiner Nametag-Seite; ein Passwort kannst du später in deinen Einstellungen festlegen.',
  'providers.signup.haveAccount':
    'Du hast schon ein Konto? <link>Melde dich an</link> und verknüpfe dann {provider} in deinen Einstellungen.',
  'providers.redirect.title': 'Weiter zu {provider}',

  'notices.suspended':
    'Dein Konto ist gesperrt: Dein Profil ist für andere verborgen, und du kannst deine Daten lesen, aber nicht ändern.',
  'notices.heading.one': 'Eine Nachricht von den Admins',
  'notices.heading.many': 'Nachrichten von den Admins',
  'notices.read': 'Ich habe das gelesen',
} satisfies Record<SettingsMessageId, string>;
