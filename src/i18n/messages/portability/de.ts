/** Deutsch: du-Form; Mitglieder heißen Mitglieder, die Sammlung der Flaggen „Sammlung“. */
import type { PortabilityMessageId } from './en.js';

export const de = {
  'portability.file': 'Die Datei konnte nicht importiert werden. {problem} Es wurde nichts geändert.',
  'portability.account': 'Das Konto konnte nicht importiert werden. {problem} Es wurde nichts geändert.',

  'portability.owner.profile': 'Dein Profil',
  'portability.owner.member': 'Mitglied „{name}“',
  'portability.owner.memberNumber': 'Mitglied {n, number}',
  'portability.owner.flagNumber': 'Flagge {n, number}',
  'portability.place.name': '{owner}, Name {n, number}',
  'portability.place.pronouns': '{owner}, Pronomen {n, number}',
  'portability.place.fieldEntry': '{owner}, Feld „{field}“, Eintrag {n, number}',
  'portability.image.profile': 'Der Avatar deines Profils',
  'portability.image.member': 'Der Avatar von Mitglied „{name}“',
  'portability.image.flag': 'Flagge „{name}“',

  'portability.note.flagNotAFlag': 'Flagge {n, number}: Sie hat keine ID oder keinen Namen und ist daher keine Flagge.',
  'portability.note.flagWithoutImage': 'Flagge „{name}“: Sie hat kein Bild.',
  'portability.note.preferenceOverLimit':
    'Deine Vorliebe „{label}“: Du kannst höchstens {limit, number} Vorlieben haben. Einträge damit werden zu „Okay“.',
  'portability.note.preferenceTooLong':
    'Deine Vorliebe „{label}“: Ihr Symbol oder ihre Bezeichnung ist zu lang. Einträge damit werden zu „Okay“.',
  'portability.note.unknownPreference':
    '{place} („{value}“): Die Vorliebe „{preference}“ gehört nicht zum Konto, daher wird „Okay“ gesetzt.',
  'portability.note.entryEmpty': '{place}: Der Eintrag ist leer.',
  'portability.note.entryTooLong':
    '{place}: Der Eintrag ist länger als {limit, plural, one {# Zeichen} other {# Zeichen}}.',
  'portability.note.entryOverLimit': '{place}: Eine Liste hat höchstens {limit, number} Einträge.',
  'portability.note.shownAsTooLong':
    '{owner}, Pronomen {n, number}: Der angezeigte Text ist länger als {limit, plural, one {# Zeichen} other {# Zeichen}}, daher werden die Pronomen so gezeigt, wie sie sind.',
  'portability.note.fieldOverLimit': '{owner}, Feld {n, number}: Ein Profil hat höchstens {limit, number} Felder.',
  'portability.note.fieldNameTooLong': '{owner}, Feld {n, number}: Sein Name ist zu lang.',
  'portability.note.linkNotWeb': '{owner}, Link {n, number}: „{link}“ ist keine Webadresse (http:// oder https://).',
  'portability.note.linkFixed': '{owner}, Link {n, number}: Vor „{link}“ fehlt https://, daher kommt er als {fixed}.',
  'portability.note.linkOverLimit': '{owner}, Link {n, number}: Ein Profil hat höchstens {limit, number} Links.',
  'portability.note.profileFlagsOverLimit':
    '{owner}: Ein Profil zeigt höchstens {limit, number} Flaggen; die ersten {limit, number} bleiben.',
  'portability.note.unknownTimeZone': 'Die Zeitzone deines Profils: Dieser Server kennt „{zone}“ nicht.',
  'portability.note.memberNameInvalid':
    'Mitglied {n, number}: „{name}“ kann hier kein Name eines Mitglieds sein. {problem}',
  'portability.note.memberNameClash':
    'Mitglied „{name}“: Es hat hier denselben Namen wie „{earlier}“ (Groß- und Kleinschreibung zählt nicht).',
  'portability.note.serviceHasNoFlags': 'Flaggen: {host} hat keine zu übergeben.',
  'portability.note.imageNotFetched': '{image}: Das Bild konnte nicht geladen werden. {problem}',
  'portability.note.imageNotAnswered':
    '{image}: Das Bild konnte nicht geladen werden (der Server antwortete mit {status}).',
  'portability.note.profileAvatarNotInArchive':
    'Der Avatar deines Profils: Das Bild ist nicht in der Datei (importiere den ZIP-Export, um Bilder mitzunehmen).',
  'portability.note.memberAvatarNotInArchive':
    'Der Avatar von Mitglied „{name}“: Das Bild ist nicht in der Datei (importiere den ZIP-Export, um Bilder mitzunehmen).',
  'portability.note.flagNotInArchive':
    'Flagge „{name}“: Das Bild ist nicht in der Datei (importiere den ZIP-Export, um Flaggen mitzunehmen).',
  'portability.note.languageNotShipped':
    'Deine Spracheinstellung: {language} ist keine Sprache, die dieser Server spricht.',
  'portability.note.pluralKitBirthday':
    'Geburtstage ({count, plural, one {# Mitglied} other {# Mitglieder}}): Sie gehören nicht zu einem Nametag-Profil.',
  'portability.note.pluralKitProxyTags':
    'Proxy-Tags ({count, plural, one {# Mitglied} other {# Mitglieder}}): Sie gehören zu PluralKit.',
  'portability.note.pluralKitColor':
    'Farben ({count, plural, one {# Mitglied} other {# Mitglieder}}): Sie gehören nicht zu einem Nametag-Profil.',
  'portability.note.pluralKitAvatar':
    'Avatare ({count, plural, one {# Mitglied} other {# Mitglieder}}): Bilder werden nicht von anderen Diensten geladen; füge Avatare nach dem Import hinzu.',
  'portability.note.pluralKitWebhookAvatar':
    'Webhook-Avatare ({count, plural, one {# Mitglied} other {# Mitglieder}}): Bilder werden nicht von anderen Diensten geladen.',
  'portability.note.pluralKitBanner':
    'Banner ({count, plural, one {# Mitglied} other {# Mitglieder}}): Sie gehören nicht zu einem Nametag-Profil.',
  'portability.note.pluralKitGroupImages':
    'Symbole und Banner von Gruppen ({count, number}): Bilder werden nicht von PluralKit geholt; gib einer Gruppe stattdessen ein Emoji.',
  'portability.note.pluralKitSwitches': 'Wechsel ({count, number}): Das sind PluralKits eigene Daten.',
  'portability.note.pluralKitSystem': 'Das eigene Profil des Systems: Nur seine Mitglieder werden importiert.',
  'portability.note.imageUnusable': '{image}: Das Bild ist nicht verwendbar ({problem}) und wird weggelassen.',
  'portability.note.flagImageUnusable':
    'Flagge „{name}“: Ihr Bild ist nicht verwendbar ({problem}), daher wird die Flagge weggelassen, auch auf den Profilen, die sie zeigen.',
  'portability.note.moreLikeThis': '… und {count, plural, one {# weitere} other {# weitere}} dieser Art: {reason}.',
  'portability.imageProblem.notImage': 'die Datei ist kein Bild',
  'portability.imageProblem.format': 'es ist kein PNG-, JPEG-, GIF- oder WebP-Bild',
  'portability.imageProblem.side': 'eine Seite ist länger als {max, number} Pixel',
  'portability.imageProblem.ratio': 'seine längere Seite ist mehr als {max, number}-mal so lang wie die kürzere',
  'portability.imageProblem.pixels': 'es hat mehr als {max, number} Pixel',
  'portability.imageProblem.corrupt': 'es ist abgeschnitten oder beschädigt',
  'portability.more.flagNotAFlag': 'Flaggen ohne ID oder ohne Namen',
  'portability.more.flagWithoutImage': 'Flaggen ohne Bild',
  'portability.more.preferenceOverLimit': 'Vorlieben über der Höchstzahl',
  'portability.more.preferenceTooLong': 'Vorlieben mit zu langem Symbol oder zu langer Bezeichnung',
  'portability.more.unknownPreference': 'Einträge mit einer Vorliebe, die nicht zum Konto gehört (auf „Okay“ gesetzt)',
  'portability.more.entryEmpty': 'leere Einträge',
  'portability.more.entryTooLong': 'Einträge, die zu lang sind',
  'portability.more.entryOverLimit': 'Einträge über der Höchstzahl ihrer Liste',
  'portability.more.shownAsTooLong': 'angezeigte Texte von Pronomen, die zu lang sind',
  'portability.more.fieldOverLimit': 'Felder über der Höchstzahl',
  'portability.more.fieldNameTooLong': 'Felder mit zu langem Namen',
  'portability.more.linkNotWeb': 'Links, die keine Webadressen sind',
  'portability.more.linkFixed': 'Links ohne https:// davor (es wird ergänzt)',
  'portability.more.linkOverLimit': 'Links über der Höchstzahl',
  'portability.more.profileFlagsOverLimit': 'Profile, die mehr Flaggen zeigen als erlaubt',
  'portability.more.unknownTimeZone': 'Zeitzonen, die dieser Server nicht kennt',
  'portability.more.memberNameInvalid': 'Namen, die hier keine Namen von Mitgliedern sein können',
  'portability.more.memberNameClash': 'Mitglieder mit demselben Namen wie ein anderes',
  'portability.more.serviceHasNoFlags': 'Dienste ohne Flaggen',
  'portability.more.imageNotFetched': 'Bilder, die nicht geladen werden konnten',
  'portability.more.imageUnusable': 'Bilder, die nicht verwendbar sind',
  'portability.more.avatarNotInArchive': 'Avatare, deren Bild nicht in der Datei ist',
  'portability.more.flagNotInArchive': 'Flaggen, deren Bild nicht in der Datei ist',
  'portability.more.languageNotShipped': 'Sprachen, die dieser Server nicht spricht',
  'portability.more.pluralKit': 'PluralKits eigene Daten',

  'portability.fetch.notWebAddress': 'Die Adresse ist keine Webadresse.',
  'portability.fetch.notHttps': 'Es werden nur https-Adressen aufgerufen.',
  'portability.fetch.notPublic': 'Der Server hat keine öffentliche Adresse.',
  'portability.fetch.unreachable': 'Der Server war nicht erreichbar.',
  'portability.fetch.tooMuch': 'Der Server hat zu viel geschickt.',
  'portability.fetch.nonsense': 'Die Antwort des Servers ergab keinen Sinn.',
  'portability.fetch.badValue':
    'Die Anfrage war nicht möglich: Ein Wert enthält Zeichen, die im Web nicht erlaubt sind.',
  'portability.fetch.timeout': 'Der Server hat nicht rechtzeitig geantwortet.',
  'portability.fetch.tooSlow': 'Der Server hat seine Antwort zu langsam geschickt.',

  'portability.service.tooLong': 'Diese Adresse ist zu lang.',
  'portability.service.notWebAddress': 'Das ist keine Webadresse.',
  'portability.service.notHttps': 'Es können nur https-Adressen verwendet werden.',
  'portability.service.notJustAddress': 'Gib nur die Adresse des Dienstes ein, zum Beispiel {example}.',
  'portability.service.port': 'Es können nur Dienste auf dem üblichen https-Port verwendet werden.',
  'portability.service.notServerName': 'Das ist nicht der Name eines Servers im Internet.',
  'portability.service.tooBig': 'Das Konto bei diesem Dienst ist mehr, als dieser Server auf einmal lesen kann.',
  'portability.service.timeout': '{host} hat nicht rechtzeitig geantwortet.',
  'portability.service.notCompatible': '{host} antwortet nicht wie ein mit pronouns.cc kompatibler Dienst.',
  'portability.service.tooMuch':
    '{host} hat mehr als {megabytes, number} MB geschickt, mehr als ein Import enthalten darf.',
  'portability.service.unreachable': '{host}: {problem}',
  'portability.service.tokenRefused':
    '{host} hat den Token abgelehnt ({status}): Erstelle dort einen neuen und füge ihn vollständig ein.',

  'portability.import.empty': 'Die Datei ist leer: Wähle eine Exportdatei.',
  'portability.import.notJson': 'Sie ist kein gültiges JSON.',
  'portability.import.tooLarge': 'Sie enthält mehr, als ein Konto an allen Grenzen haben könnte.',
  'portability.import.zip': 'Das ZIP-Archiv kann nicht gelesen werden.',
  'portability.import.notExport':
    'Das ist kein Export, den Nametag liest: ein Nametag-Export (oder sein ZIP) oder ein PluralKit-Export.',
  'portability.import.notExportShape': 'Sie ist nicht wie ein Export aufgebaut ({path}).',
  'portability.import.flagNotInImport': 'Ein Profil zeigt eine Flagge, die der Import nicht mitbringt ({path}).',
  'portability.import.changedMeanwhile': 'Dein Konto hat sich während des Imports geändert: Versuch es noch einmal.',
  'portability.import.noDocument': 'Im Archiv fehlt {file}.',
  'portability.import.version': 'Dieser Server liest Version {version} des Nametag-Exportformats.',
  'portability.import.sameMemberTwice': 'Sie enthält zwei Mitglieder namens „{name}“.',

  'portability.problem.inProfile': '{owner}: {problem}',
  'portability.problem.fieldInvalid': '{field} ist ungültig.',

  'portability.code.memberLimit': 'Dieser Server erlaubt höchstens {limit, number} Mitglieder.',
  'portability.code.flagLimit': 'Eine Sammlung fasst höchstens {limit, number} Flaggen.',
  'portability.code.memberNameInUse': 'Zwei Mitglieder hätten denselben Namen.',
  'portability.code.unavailable':
    'Etwas, das dafür nötig ist, ist gerade ausgelastet oder nicht erreichbar: Versuch es in ein paar Minuten noch einmal.',
  'portability.code.forbidden': 'Dein Konto kann das gerade nicht tun.',
  'portability.code.other': 'Etwas darin ist ungültig.',
} satisfies Record<PortabilityMessageId, string>;
