/** Nederlands: je-vorm, en woorden die geen gender aannemen waar het over mensen gaat. */
import type { SettingsMessageId } from './en.js';

export const nl = {
  'settings.title': 'Instellingen',
  'settings.username.heading': 'Gebruikersnaam',
  'settings.username.submit': 'Gebruikersnaam wijzigen',
  'settings.password.heading': 'Wachtwoord',
  'settings.password.current': 'Huidig wachtwoord',
  'settings.password.none':
    'Je account heeft nog geen wachtwoord: stel er een in om ook met je gebruikersnaam in te loggen.',
  'settings.password.change': 'Wachtwoord wijzigen',
  'settings.password.set': 'Wachtwoord instellen',
  'settings.currentPassword': 'Je huidige wachtwoord',

  'settings.email.heading': 'E-mailadres',
  'settings.email.current':
    'Je adres is {address}: je kunt ermee inloggen en er een link op ontvangen als je je wachtwoord vergeet. Niemand anders ziet het.',
  'settings.email.none':
    'Nog geen adres. Met een adres kun je ermee inloggen en er een link op ontvangen als je je wachtwoord vergeet. Niemand anders ziet het.',
  'settings.email.pending':
    'Er is een bevestigingslink gemaild naar {address}: open die binnen een dag om dat adres te gebruiken.',
  'settings.email.new': 'Een nieuw adres',
  'settings.email.yours': 'Je adres',
  'settings.email.password.hint':
    'Met het adres kun je je wachtwoord opnieuw instellen, dus voor een wijziging is je huidige wachtwoord nodig.',
  'settings.email.submit': 'Mail me een bevestigingslink',
  'settings.email.remove': 'Adres verwijderen',

  'settings.recovery.heading': 'Herstelcodes',
  'settings.recovery.new':
    '<strong>Je nieuwe herstelcodes</strong> — bewaar, print of noteer ze nu: ze worden maar één keer getoond. Elke code werkt één keer; de oude codes werken niet meer.',
  'settings.recovery.label': 'Je herstelcodes',
  'settings.recovery.copy': 'Codes kopiëren',
  'settings.recovery.copied': 'Codes gekopieerd.',
  'settings.recovery.copyFailed': 'Selecteer de tekst en kopieer hem.',
  'settings.recovery.none':
    'Je hebt geen herstelcodes. Maak ze nu: als je je wachtwoord vergeet of het account kwijtraakt waarmee je inlogt, kom je met een code weer binnen.',
  'settings.recovery.left':
    'Je hebt {count, plural, one {# ongebruikte herstelcode} other {# ongebruikte herstelcodes}}, gemaakt op {date}.',
  'settings.recovery.replace': 'Nieuwe codes vervangen deze: de oude werken dan niet meer.',
  'settings.recovery.password.hint':
    'Met een code kun je een nieuw wachtwoord instellen, dus voor nieuwe codes is je huidige wachtwoord nodig.',
  'settings.recovery.make': 'Herstelcodes maken',
  'settings.recovery.makeNew': 'Nieuwe herstelcodes maken',

  'settings.links.heading': 'Gekoppelde accounts',
  'settings.links.hint': 'Log hiermee in in plaats van met een wachtwoord. Niemand anders ziet ze.',
  'settings.links.hintNoPassword':
    'Log hiermee in in plaats van met een wachtwoord. Niemand anders ziet ze. Je account heeft geen wachtwoord: houd minstens één gekoppeld account, of stel een wachtwoord in.',
  'settings.links.linked': '{provider}: <strong>{account}</strong>',
  'settings.links.unlink': 'Ontkoppelen',
  'settings.links.unlinkLabel': '{provider} ontkoppelen',
  'settings.links.link': '{provider} koppelen',
  'settings.links.lookupsOff':
    'Apps die voornaamwoorden opzoeken via een {provider}-account (de opzoekfunctie van PronounDB, gebruikt door browserextensies en bots) vinden je niet via dit account.',
  'settings.links.lookupsOn':
    'Apps die voornaamwoorden opzoeken via een {provider}-account vinden via dit account de voornaamwoorden die je openbare profiel toont. Je gebruikersnaam hier krijgen ze niet te zien.',
  'settings.links.lookupsStart': 'Apps mijn voornaamwoorden laten vinden',
  'settings.links.lookupsStartLabel': 'Apps mijn voornaamwoorden laten vinden via mijn {provider}-account',
  'settings.links.lookupsStop': 'Stoppen',
  'settings.links.lookupsStopLabel': 'Apps mijn voornaamwoorden niet meer laten vinden via mijn {provider}-account',

  'settings.sessions.heading': 'Waar je bent ingelogd',
  'settings.sessions.caption': 'Je sessies',
  'settings.sessions.browser': 'Browser',
  'settings.sessions.started': 'Ingelogd',
  'settings.sessions.ends': 'Eindigt',
  'settings.sessions.action': 'Actie',
  'settings.sessions.client': '{browser} op {system}',
  'settings.sessions.unknownClient': 'Een browser die niet zei welke',
  'settings.sessions.thisBrowser': 'deze browser',
  'settings.sessions.never': 'nooit',
  'settings.sessions.logOut': 'Uitloggen',
  'settings.sessions.logOutLabel': '{client} uitloggen, ingelogd op {date}',
  'settings.sessions.logOutUnknownLabel': 'De browser uitloggen die op {date} is ingelogd',
  'settings.sessions.endAll.hint': 'Beëindigt elke sessie, ook deze. API-tokens blijven werken.',
  'settings.sessions.endAll': 'Overal uitloggen',

  'settings.data.heading': 'Je gegevens',
  'settings.data.lead':
    'Download alles, breng een export van Nametag of PluralKit mee, of verhuis vanaf pronouns.cc: <link>exporteren en importeren</link>.',

  'settings.tokens.heading': 'API-tokens',
  'settings.tokens.new': 'Je nieuwe token — kopieer het nu, het wordt maar één keer getoond:',
  'settings.tokens.name': 'Naam (optioneel)',
  'settings.tokens.readOnly': 'Alleen lezen',
  'settings.tokens.expires': 'Verloopt',
  'settings.tokens.expires.never': 'Nooit',
  'settings.tokens.expires.day': 'Over een dag',
  'settings.tokens.expires.month': 'Over 30 dagen',
  'settings.tokens.expires.year': 'Over een jaar',
  'settings.tokens.create': 'Token maken',
  'settings.tokens.none': 'Nog geen API-tokens.',
  'settings.tokens.caption': 'Je tokens',
  'settings.tokens.column.name': 'Naam',
  'settings.tokens.column.access': 'Toegang',
  'settings.tokens.column.created': 'Gemaakt',
  'settings.tokens.column.expires': 'Verloopt',
  'settings.tokens.column.actions': 'Acties',
  'settings.tokens.thisBrowser': 'Deze browser',
  'settings.tokens.session': 'Sessie',
  'settings.tokens.access.readOnly': 'alleen lezen',
  'settings.tokens.access.readWrite': 'lezen en schrijven',
  'settings.tokens.never': 'nooit',
  'settings.tokens.thisSession': 'deze sessie',
  'settings.tokens.revoke': 'Intrekken',
  'settings.tokens.revokeLabel': 'Token {name} intrekken',

  'settings.invites.heading': 'Uitnodigingen',
  'settings.invites.new': 'Je nieuwe uitnodigingscode — kopieer hem nu, hij wordt maar één keer getoond:',
  'settings.invites.create': 'Uitnodiging maken',
  'settings.invites.used': 'Gemaakt op {date}, gebruikt',
  'settings.invites.unused': 'Gemaakt op {date}, nog niet gebruikt',

  'settings.delete.heading': 'Je account verwijderen',
  'settings.delete.lead':
    'Je pagina en al je leden verdwijnen meteen, en je API-tokens en synchronisaties stoppen. Tot {until} biedt inloggen aan om alles te herstellen; daarna wordt het definitief gewist.',
  'settings.delete.exportFirst':
    'Voordat je gaat: <link>download je gegevens</link>. Je kunt ze hier opnieuw importeren of meenemen naar elders.',
  'settings.delete.confirm': 'Typ je gebruikersnaam om te bevestigen',
  'settings.delete.submit': 'Mijn account verwijderen',

  'settings.delete.question': 'Je kunt het binnen 30 dagen herstellen door in te loggen. Doorgaan?',
  'settings.notice.linked': '{provider}-account gekoppeld.',
  'settings.notice.recoveredByCode':
    'Je nieuwe wachtwoord is ingesteld en elke andere browser is uitgelogd. De code die je gebruikte werkt niet meer.',
  'settings.notice.recoveredByLink': 'Je nieuwe wachtwoord is ingesteld en elke andere browser is uitgelogd.',
  'settings.notice.restored':
    'Welkom terug: je account is hersteld. Je API-tokens en synchronisaties stopten bij het verwijderen; stel ze hier opnieuw in.',
  'settings.notice.codesMade': 'Herstelcodes gemaakt: ze staan hieronder.',
  'settings.notice.emailSent':
    'Er is een bevestigingslink onderweg naar {address}: open die binnen een dag om het adres te gebruiken.',
  'settings.notice.emailRemoved': 'Het adres is verwijderd.',
  'settings.notice.unlinked': 'Account ontkoppeld.',
  'settings.notice.lookupsOn': 'Apps vinden je voornaamwoorden nu via je {provider}-account.',
  'settings.notice.lookupsOff': 'Apps vinden je voornaamwoorden niet meer via je {provider}-account.',
  'settings.notice.usernameChanged': 'Gebruikersnaam gewijzigd.',
  'settings.notice.passwordChanged': 'Wachtwoord gewijzigd.',
  'settings.notice.tokenCreated': 'Token gemaakt.',
  'settings.notice.tokenRevoked': 'Token ingetrokken.',
  'settings.notice.sessionEnded': 'Die browser is uitgelogd.',
  'settings.notice.inviteCreated': 'Uitnodiging gemaakt.',

  'settings.problem.currentPassword': 'Het huidige wachtwoord klopt niet: het wachtwoord is niet gewijzigd.',
  'settings.problem.recoveryPassword': 'Dat is niet je huidige wachtwoord: er zijn geen codes gemaakt.',
  'settings.problem.emailPassword': 'Dat is niet je huidige wachtwoord: er is niets gemaild.',
  'settings.problem.emailInvalid': 'Dat is geen e-mailadres: controleer het en probeer het opnieuw.',
  'settings.problem.emailInUse': 'Dat adres hoort bij een ander account hier: controleer het en probeer het opnieuw.',
  'settings.problem.emailTooMany':
    'Te veel bevestigingsmails in het afgelopen uur: wacht een uur en vraag het dan opnieuw',
  'settings.problem.lastLogin':
    'Dit is de enige manier waarop je kunt inloggen: stel een wachtwoord in of koppel een ander account voordat je dit ontkoppelt',
  'settings.problem.notLinked': 'Er is geen {provider}-account aan het jouwe gekoppeld',
  'settings.problem.sessionGone': 'Die sessie is al beëindigd.',
  'settings.problem.inviteLimit':
    'Uitnodigingslimiet bereikt: je kunt hoogstens {limit, plural, one {# uitnodiging} other {# uitnodigingen}} maken',
  'settings.problem.deleteConfirm': 'Typ je gebruikersnaam precies om je account te verwijderen.',

  'data.title': 'Je gegevens',
  'data.back': 'Terug naar instellingen',
  'data.export.heading': 'Alles downloaden',
  'data.export.lead':
    'Je profiel, je vlaggenverzameling en elk lid (ook niet-vermelde), zoals Nametag het exporteert: het kan hier of op een andere Nametag-server worden geïmporteerd.',
  'data.export.zip': 'Downloaden (zip, met afbeeldingen)',
  'data.export.json': 'Downloaden (alleen JSON)',
  'data.import.heading': 'Importeren',
  'data.import.hint':
    'Een Nametag-export (zip of JSON) of een PluralKit-export (<code>{command}</code>), tot {limit, number} MB. Alles of niets: leden worden op naam gekoppeld (bijgewerkt) of aangemaakt, vlaggen komen in je verzameling, je profiel wordt vervangen door dat uit het bestand. Bekijk eerst de voorvertoning om te zien wat er verandert.',
  'data.import.file': 'Exportbestand',
  'data.preview': 'Voorvertoning',
  'data.importNow': 'Importeren zonder voorvertoning',
  'data.preview.heading': 'Wat de import zal doen',
  'data.preview.confirm': 'Importeren',
  'data.preview.cancel': 'Annuleren',
  'data.service.heading': 'Verhuizen vanaf pronouns.cc',
  'data.service.lead':
    'Neem je profiel, leden (ook niet-vermelde), je eigen voorkeuren, vlaggen en afbeeldingen mee van pronouns.cc, een andere Nametag of elke dienst met dezelfde API. Maak daar een API-token (op pronouns.cc: Settings, dan API tokens) en plak het hier: het wordt alleen voor deze import gebruikt en nooit bewaard. Bekijk eerst de voorvertoning om te zien wat er verandert en wat niet mee kan.',
  'data.service.url': 'Het adres van de dienst',
  'data.service.url.hint': 'Laat leeg voor {address}.',
  'data.service.token': 'Daar gemaakt API-token',

  'data.report.nametag': 'Een Nametag-export.',
  'data.report.pluralkit': 'Een PluralKit-export.',
  'data.report.service': 'Een account gelezen van pronouns.cc of een vergelijkbare dienst.',
  'data.report.profileWasReplacedByFile':
    'Je profiel is vervangen door dat uit het bestand (je gebruikersnaam blijft).',
  'data.report.profileWillBeReplacedByFile':
    'Je profiel wordt vervangen door dat uit het bestand (je gebruikersnaam blijft).',
  'data.report.profileWasReplacedByImport':
    'Je profiel is vervangen door het geïmporteerde (je gebruikersnaam blijft).',
  'data.report.profileWillBeReplacedByImport':
    'Je profiel wordt vervangen door het geïmporteerde (je gebruikersnaam blijft).',
  'data.report.profileStays': 'Je profiel blijft zoals het is.',
  'data.report.membersCreated': 'Aangemaakte leden',
  'data.report.membersToCreate': 'Leden om aan te maken',
  'data.report.membersUpdated': 'Bijgewerkte leden',
  'data.report.membersToUpdate': 'Leden om bij te werken (op naam gekoppeld)',
  'data.report.groupsCreated': 'Aangemaakte groepen',
  'data.report.groupsToCreate': 'Groepen om aan te maken',
  'data.report.groupsUpdated': 'Bijgewerkte groepen',
  'data.report.groupsToUpdate': 'Groepen om bij te werken (op naam gekoppeld)',
  'data.report.flagsAdded': 'Vlaggen toegevoegd aan je verzameling',
  'data.report.flagsToAdd': 'Vlaggen om aan je verzameling toe te voegen',
  'data.report.flagsHad': 'Vlaggen die je al had',
  'data.report.flagsHave': 'Vlaggen die je al hebt',
  'data.report.audiencesMade': 'Doelgroepen aangemaakt voor wat het bestand alleen aan sommige mensen toont',
  'data.report.audiencesToMake': 'Doelgroepen om aan te maken voor wat het bestand alleen aan sommige mensen toont',
  'data.report.audiencesHad': 'Je doelgroepen waarin die van het bestand met dezelfde naam zijn opgegaan',
  'data.report.audiencesHave': 'Je doelgroepen waarin die van het bestand met dezelfde naam opgaan',
  'data.report.line': '{label} ({count, number}): {names}',
  'data.report.more': '{names} en nog {count, number}',
  'data.imported.heading': 'Geïmporteerd',
  'data.welcome':
    'Je account is klaar. <move>Neem je profiel mee van pronouns.cc</move> (hieronder), of <editor>begin met een leeg profiel</editor>.',
  'data.report.corrected': 'Bij het importeren verbeterd:',
  'data.report.willBeCorrected': 'Wordt bij het importeren verbeterd:',
  'data.sides.caption.preview': 'Je profiel nu en na de import',
  'data.sides.caption.done': 'Je profiel voor de import en nu',
  'data.sides.part': 'Deel van je profiel',
  'data.sides.now': 'Nu',
  'data.sides.after': 'Na de import',
  'data.sides.before': 'Ervoor',
  'data.sides.displayName': 'Weergavenaam',
  'data.sides.names': 'Namen',
  'data.sides.pronouns': 'Voornaamwoorden',
  'data.sides.fields': 'Velden',
  'data.sides.links': 'Links',
  'data.sides.avatar': 'Avatar',
  'data.sides.members': 'Leden',
  'data.sides.none': 'geen',
  'data.sides.yes': 'Ja',
  'data.sides.no': 'Nee',
  'data.sides.willBeReplaced': 'Wordt vervangen',
  'data.sides.stays': 'Blijft zoals het is',
  'data.sides.replaced': 'Vervangen',
  'data.sides.unchanged': 'Ongewijzigd',
  'data.sides.membersComing':
    '{created, number} aan te maken, {updated, number} bij te werken (op naam gekoppeld); de rest blijft',
  'data.sides.membersCame':
    '{created, number} aangemaakt, {updated, number} bijgewerkt (op naam gekoppeld); de rest ongewijzigd',
  'data.report.leftOut': 'Weggelaten:',
  'data.report.willBeLeftOut': 'Wordt weggelaten:',

  'data.problem.tokenPasted':
    'Dat token bevat spaties, regeleinden of onzichtbare tekens, of is veel te lang: kopieer het opnieuw, helemaal.',
  'data.problem.urlTooLong': 'Dat adres is te lang.',
  'data.problem.expired':
    'De voorvertoning is verlopen (hij wordt tien minuten bewaard): kies het bestand opnieuw, of lees het account opnieuw van de dienst.',
  'data.problem.tooLarge': 'Het bestand is groter dan {limit, number} MB: er is niets veranderd.',
  'data.problem.tooLargeChosen': 'Het bestand is groter dan {limit, number} MB: kies een kleiner bestand.',
  'data.problem.noFile': 'Kies eerst een exportbestand.',
  'data.problem.noToken': 'Plak eerst een API-token dat je bij die dienst hebt gemaakt.',

  'providers.start.toServer':
    'Je wordt naar <strong>{server}</strong> gestuurd om te bevestigen wie je bent. Ga alleen verder als je fediverse-account op die server staat.',
  'providers.start.toYourServer': 'Je wordt naar je server gestuurd om te bevestigen wie je bent.',
  'providers.start.toProvider': 'Je wordt naar {provider} gestuurd om te bevestigen wie je bent.',
  'providers.start.continue': 'Verder met {provider}',
  'providers.signup.lead':
    'Je meldt je aan met je {provider}-account <strong>{account}</strong>. Kies de gebruikersnaam van je Nametag-pagina; een wachtwoord kun je later in je instellingen instellen.',
  'providers.signup.haveAccount':
    'Heb je al een account? <link>Log in</link> en koppel dan {provider} in je instellingen.',
  'providers.redirect.title': 'Verder naar {provider}',

  'notices.suspended':
    'Je account is geschorst: je profiel is verborgen voor anderen, en je kunt je gegevens lezen maar niet wijzigen.',
  'notices.heading.one': 'Een bericht van de beheerders',
  'notices.heading.many': 'Berichten van de beheerders',
  'notices.read': 'Ik heb dit gelezen',
} satisfies Record<SettingsMessageId, string>;
