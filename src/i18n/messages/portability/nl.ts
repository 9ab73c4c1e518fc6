/** Nederlands: je-vorm; leden van een systeem heten leden, vlaggen gaan naar je verzameling. */
import type { PortabilityMessageId } from './en.js';

export const nl = {
  'portability.file': 'Het bestand kon niet worden geïmporteerd. {problem} Er is niets veranderd.',
  'portability.account': 'Het account kon niet worden geïmporteerd. {problem} Er is niets veranderd.',

  'portability.owner.profile': 'Je profiel',
  'portability.owner.member': 'Lid ‘{name}’',
  'portability.owner.memberNumber': 'Lid {n, number}',
  'portability.owner.flagNumber': 'Vlag {n, number}',
  'portability.place.name': '{owner}, naam {n, number}',
  'portability.place.pronouns': '{owner}, voornaamwoorden {n, number}',
  'portability.place.fieldEntry': '{owner}, veld ‘{field}’, item {n, number}',
  'portability.image.profile': 'De avatar van je profiel',
  'portability.image.member': 'De avatar van lid ‘{name}’',
  'portability.image.flag': 'Vlag ‘{name}’',

  'portability.note.flagNotAFlag': 'Vlag {n, number}: die heeft geen ID of geen naam, dus het is geen vlag.',
  'portability.note.flagWithoutImage': 'Vlag ‘{name}’: die heeft geen afbeelding.',
  'portability.note.preferenceOverLimit':
    'Je voorkeur ‘{label}’: je kunt hoogstens {limit, number} voorkeuren hebben. Items die hem gebruiken worden ‘Oké’.',
  'portability.note.preferenceTooLong':
    'Je voorkeur ‘{label}’: het icoon of het label is te lang. Items die hem gebruiken worden ‘Oké’.',
  'portability.note.unknownPreference':
    '{place} (‘{value}’): de voorkeur ‘{preference}’ is er geen van het account, dus wordt het ‘Oké’.',
  'portability.note.entryEmpty': '{place}: het is leeg.',
  'portability.note.entryTooLong': '{place}: het is langer dan {limit, plural, one {# teken} other {# tekens}}.',
  'portability.note.entryOverLimit': '{place}: een lijst heeft hoogstens {limit, number} items.',
  'portability.note.shownAsTooLong':
    '{owner}, voornaamwoorden {n, number}: de getoonde tekst is langer dan {limit, plural, one {# teken} other {# tekens}}, dus de voornaamwoorden worden getoond zoals ze zijn.',
  'portability.note.fieldOverLimit': '{owner}, veld {n, number}: een profiel heeft hoogstens {limit, number} velden.',
  'portability.note.fieldNameTooLong': '{owner}, veld {n, number}: de naam is te lang.',
  'portability.note.linkNotWeb': '{owner}, link {n, number}: ‘{link}’ is geen webadres (http:// of https://).',
  'portability.note.linkFixed':
    '{owner}, link {n, number}: voor ‘{link}’ staat geen https://, dus komt hij binnen als {fixed}.',
  'portability.note.linkOverLimit': '{owner}, link {n, number}: een profiel heeft hoogstens {limit, number} links.',
  'portability.note.profileFlagsOverLimit':
    '{owner}: een profiel toont hoogstens {limit, number} vlaggen; de eerste {limit, number} blijven.',
  'portability.note.unknownTimeZone': 'De tijdzone van je profiel: deze server kent ‘{zone}’ niet.',
  'portability.note.memberNameInvalid': 'Lid {n, number}: ‘{name}’ kan hier geen naam van een lid zijn. {problem}',
  'portability.note.memberNameClash':
    'Lid ‘{name}’: het heeft hier dezelfde naam als ‘{earlier}’ (hoofdletters tellen niet mee).',
  'portability.note.serviceHasNoFlags': 'Vlaggen: {host} heeft er geen om te geven.',
  'portability.note.imageNotFetched': '{image}: de afbeelding kon niet worden opgehaald. {problem}',
  'portability.note.imageNotAnswered':
    '{image}: de afbeelding kon niet worden opgehaald (de server antwoordde {status}).',
  'portability.note.profileAvatarNotInArchive':
    'De avatar van je profiel: de afbeelding zit niet in het bestand (importeer de zip-export om afbeeldingen mee te nemen).',
  'portability.note.memberAvatarNotInArchive':
    'De avatar van lid ‘{name}’: de afbeelding zit niet in het bestand (importeer de zip-export om afbeeldingen mee te nemen).',
  'portability.note.flagNotInArchive':
    'Vlag ‘{name}’: de afbeelding zit niet in het bestand (importeer de zip-export om vlaggen mee te nemen).',
  'portability.note.languageNotShipped': 'Je taalinstelling: {language} is geen taal die deze server spreekt.',
  'portability.note.pluralKitBirthday':
    'Verjaardagen ({count, plural, one {# lid} other {# leden}}): die horen niet bij een Nametag-profiel.',
  'portability.note.pluralKitProxyTags':
    'Proxy-tags ({count, plural, one {# lid} other {# leden}}): die horen bij PluralKit.',
  'portability.note.pluralKitColor':
    'Kleuren ({count, plural, one {# lid} other {# leden}}): die horen niet bij een Nametag-profiel.',
  'portability.note.pluralKitAvatar':
    'Avatars ({count, plural, one {# lid} other {# leden}}): afbeeldingen worden niet van andere diensten opgehaald; voeg avatars toe na de import.',
  'portability.note.pluralKitWebhookAvatar':
    'Webhook-avatars ({count, plural, one {# lid} other {# leden}}): afbeeldingen worden niet van andere diensten opgehaald.',
  'portability.note.pluralKitBanner':
    'Banners ({count, plural, one {# lid} other {# leden}}): die horen niet bij een Nametag-profiel.',
  'portability.note.pluralKitGroupImages':
    'Pictogrammen en banners van groepen ({count, number}): afbeeldingen worden niet van PluralKit opgehaald; geef een groep in plaats daarvan een emoji.',
  'portability.note.pluralKitSwitches': 'Switches ({count, number}): dat zijn gegevens van PluralKit zelf.',
  'portability.note.pluralKitSystem': 'Het eigen profiel van het systeem: alleen de leden worden geïmporteerd.',
  'portability.note.imageUnusable': '{image}: de afbeelding is niet bruikbaar ({problem}), dus die wordt weggelaten.',
  'portability.note.flagImageUnusable':
    'Vlag ‘{name}’: de afbeelding is niet bruikbaar ({problem}), dus de vlag wordt weggelaten, ook op de profielen die hem tonen.',
  'portability.note.moreLikeThis':
    '… en nog {count, plural, one {# van deze soort} other {# van deze soort}}: {reason}.',
  'portability.imageProblem.notImage': 'het bestand is geen afbeelding',
  'portability.imageProblem.format': 'het is geen PNG-, JPEG-, GIF- of WebP-afbeelding',
  'portability.imageProblem.side': 'een zijde is langer dan {max, number} pixels',
  'portability.imageProblem.ratio': 'de lange zijde is meer dan {max, number} keer de korte',
  'portability.imageProblem.pixels': 'het heeft meer dan {max, number} pixels',
  'portability.imageProblem.corrupt': 'het is afgebroken of beschadigd',
  'portability.more.flagNotAFlag': 'vlaggen zonder ID of zonder naam',
  'portability.more.flagWithoutImage': 'vlaggen zonder afbeelding',
  'portability.more.preferenceOverLimit': 'voorkeuren boven het maximum',
  'portability.more.preferenceTooLong': 'voorkeuren met een te lang icoon of label',
  'portability.more.unknownPreference': 'items met een voorkeur die er geen van het account is (worden ‘Oké’)',
  'portability.more.entryEmpty': 'lege items',
  'portability.more.entryTooLong': 'items die te lang zijn',
  'portability.more.entryOverLimit': 'items boven het maximum van hun lijst',
  'portability.more.shownAsTooLong': 'getoonde teksten van voornaamwoorden die te lang zijn',
  'portability.more.fieldOverLimit': 'velden boven het maximum',
  'portability.more.fieldNameTooLong': 'velden met een te lange naam',
  'portability.more.linkNotWeb': 'links die geen webadres zijn',
  'portability.more.linkFixed': 'links zonder https:// ervoor (het wordt toegevoegd)',
  'portability.more.linkOverLimit': 'links boven het maximum',
  'portability.more.profileFlagsOverLimit': 'profielen die meer vlaggen tonen dan het maximum',
  'portability.more.unknownTimeZone': 'tijdzones die deze server niet kent',
  'portability.more.memberNameInvalid': 'namen die hier geen naam van een lid kunnen zijn',
  'portability.more.memberNameClash': 'leden met dezelfde naam als een ander',
  'portability.more.serviceHasNoFlags': 'diensten zonder vlaggen',
  'portability.more.imageNotFetched': 'afbeeldingen die niet konden worden opgehaald',
  'portability.more.imageUnusable': 'afbeeldingen die niet bruikbaar zijn',
  'portability.more.avatarNotInArchive': 'avatars waarvan de afbeelding niet in het bestand zit',
  'portability.more.flagNotInArchive': 'vlaggen waarvan de afbeelding niet in het bestand zit',
  'portability.more.languageNotShipped': 'talen die deze server niet spreekt',
  'portability.more.pluralKit': 'gegevens van PluralKit zelf',

  'portability.fetch.notWebAddress': 'Het adres is geen webadres.',
  'portability.fetch.notHttps': 'Alleen https-adressen worden aangeroepen.',
  'portability.fetch.notPublic': 'De server staat niet op een openbaar adres.',
  'portability.fetch.unreachable': 'De server was niet bereikbaar.',
  'portability.fetch.tooMuch': 'De server stuurde te veel.',
  'portability.fetch.nonsense': 'Het antwoord van de server sloeg nergens op.',
  'portability.fetch.badValue':
    'Het verzoek kon niet worden gedaan: een waarde bevat tekens die het web niet toestaat.',
  'portability.fetch.timeout': 'De server antwoordde niet op tijd.',
  'portability.fetch.tooSlow': 'De server stuurde zijn antwoord te traag.',

  'portability.service.tooLong': 'Dat adres is te lang.',
  'portability.service.notWebAddress': 'Dat is geen webadres.',
  'portability.service.notHttps': 'Alleen https-adressen kunnen worden gebruikt.',
  'portability.service.notJustAddress': 'Typ alleen het adres van de dienst, bijvoorbeeld {example}.',
  'portability.service.port': 'Alleen diensten op de gewone https-poort kunnen worden gebruikt.',
  'portability.service.notServerName': 'Dat is niet de naam van een server op internet.',
  'portability.service.tooBig': 'Het account bij die dienst is meer dan deze server in één keer kan lezen.',
  'portability.service.timeout': '{host} antwoordde niet op tijd.',
  'portability.service.notCompatible': '{host} antwoordt niet als een dienst die compatibel is met pronouns.cc.',
  'portability.service.tooMuch': '{host} stuurde meer dan {megabytes, number} MB, meer dan een import mag bevatten.',
  'portability.service.unreachable': '{host}: {problem}',
  'portability.service.tokenRefused': '{host} weigerde het token ({status}): maak daar een nieuw en plak het helemaal.',

  'portability.import.empty': 'Het bestand is leeg: kies een exportbestand.',
  'portability.import.notJson': 'Het is geen geldige JSON.',
  'portability.import.tooLarge': 'Het bevat meer dan een account op alle limieten zou kunnen hebben.',
  'portability.import.zip': 'Het zip-archief kan niet worden gelezen.',
  'portability.import.notExport':
    'Het is geen export die Nametag leest: een Nametag-export (of de zip ervan) of een PluralKit-export.',
  'portability.import.notExportShape': 'Het is niet opgebouwd als een export ({path}).',
  'portability.import.flagNotInImport': 'Een profiel toont een vlag die de import niet meebrengt ({path}).',
  'portability.import.changedMeanwhile': 'Je account veranderde tijdens de import: probeer het opnieuw.',
  'portability.import.noDocument': 'In het archief ontbreekt {file}.',
  'portability.import.version': 'Deze server leest versie {version} van het exportformaat van Nametag.',
  'portability.import.sameMemberTwice': 'Het heeft twee leden met de naam ‘{name}’.',

  'portability.problem.inProfile': '{owner}: {problem}',
  'portability.problem.fieldInvalid': '{field} is niet geldig.',

  'portability.code.memberLimit': 'Deze server staat hoogstens {limit, number} leden toe.',
  'portability.code.flagLimit': 'Een verzameling bevat hoogstens {limit, number} vlaggen.',
  'portability.code.memberNameInUse': 'Twee leden zouden dezelfde naam hebben.',
  'portability.code.unavailable':
    'Iets wat hiervoor nodig is, is nu druk of niet beschikbaar: probeer het over een paar minuten opnieuw.',
  'portability.code.forbidden': 'Je account kan dit nu niet doen.',
  'portability.code.other': 'Er klopt iets niet in.',
} satisfies Record<PortabilityMessageId, string>;
