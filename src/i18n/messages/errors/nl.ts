/** Nederlands: je; «account», «lid» en «beheerders». */
import type { ErrorsMessageId } from './en.js';

export const nl = {
  'error.code.400': 'Dit is niet geaccepteerd: controleer wat je hebt ingevuld en verstuur het opnieuw.',
  'error.code.403': 'Je mag dit niet doen.',
  'error.code.404': 'Hier is niets: misschien is het hernoemd of verwijderd.',
  'error.code.405': 'Dit adres kan niet zo worden gebruikt: ga terug en gebruik het formulier op de pagina zelf.',
  'error.code.408': 'Je browser deed te lang over het versturen: probeer het opnieuw.',
  'error.code.415':
    'Wat je browser stuurde, kon niet worden gelezen: ga terug en gebruik het formulier op de pagina zelf.',
  'error.code.429': 'Te veel pogingen in korte tijd: wacht een minuut en probeer het dan opnieuw.',
  'error.code.431':
    'Je browser stuurde te veel mee met dit verzoek: wis de cookies van deze site en probeer het opnieuw.',
  'error.code.500': 'Er ging bij ons iets mis: probeer het zo opnieuw.',
  'error.code.501': 'Dit is niet beschikbaar in het gevraagde formaat.',
  'error.code.503': 'Dit is nu niet beschikbaar en er is niets veranderd: probeer het zo opnieuw.',
  'error.code.1003': 'Je bent niet ingelogd, of je sessie is verlopen: log opnieuw in.',
  'error.code.1004':
    'Om je hier te registreren heb je een uitnodigingscode nodig: vraag er een aan iemand die hier een account heeft.',
  'error.code.1006':
    'Deze gebruikersnaam kan niet worden gebruikt: gebruik 2 tot 40 letters, cijfers, _, . of -, niet alleen punten.',
  'error.code.1007': 'Die gebruikersnaam is al in gebruik: kies een andere.',
  'error.code.1009': 'Je hebt het maximale aantal uitnodigingen al gemaakt.',
  'error.code.2001': 'Hier is niemand met deze naam: misschien is de naam veranderd of is het account verwijderd.',
  'error.code.2002': 'De ledenlijst van deze persoon is privé.',
  'error.code.2003': 'Je vlaggenverzameling is vol: verwijder een vlag om er een toe te voegen.',
  'error.code.2004': 'De korte link kan maar één keer per uur worden gewijzigd: probeer het later opnieuw.',
  'error.code.3001': 'Hier is geen lid met deze naam: misschien is de naam veranderd of is het lid verwijderd.',
  'error.code.3002': 'Je hebt al het maximale aantal leden.',
  'error.code.3003': 'Je hebt al een lid met die naam: kies een andere.',
  'error.code.3004': 'Dit lid hoort niet bij jouw account.',
  'error.code.4001': 'Wat je hebt gestuurd, is te groot.',
  'error.code.4002': 'Dit mag je niet doen.',

  'error.field.invalid': '{field} is niet geldig: controleer het en probeer het opnieuw.',

  'error.named.notFound':
    'Niet gevonden: misschien is het al verwijderd. Laad de pagina opnieuw om te zien wat er nu staat.',
  'error.named.wrongCredentials': 'Gebruikersnaam of wachtwoord klopt niet.',
  'error.named.wrongRecoveryCode': 'Gebruikersnaam of herstelcode klopt niet (elke herstelcode werkt maar één keer).',
  'error.named.inviteInvalid': 'Deze uitnodigingscode is onbekend of al gebruikt.',
  'error.named.inviteLimitReached': 'Je hebt het maximale aantal uitnodigingen al gemaakt ({limit}).',
  'error.named.invalidPassword': 'Het nieuwe wachtwoord moet 8 tot 256 tekens lang zijn.',
  'error.named.wrongPassword': 'Het huidige wachtwoord klopt niet.',
  'error.named.memberLimitReached': 'Je hebt al het maximale aantal leden ({limit}).',
  'error.named.flagNotFound': 'Deze vlag bestaat niet meer: misschien is hij verwijderd.',
  'error.named.flagLimitReached':
    'Je vlaggenverzameling is vol (er passen er {limit} in): verwijder een vlag om er een toe te voegen.',
  'error.named.adminOnly': 'Alleen de beheerders van deze instantie kunnen dit doen.',
  'error.named.suspended':
    'Je account is geschorst: je kunt inloggen en je gegevens en waarschuwingen lezen, maar niets wijzigen.',
  'error.named.suspendedLinkedLogin':
    'Dit account is geschorst, dus inloggen op deze manier lukt niet: log in met je wachtwoord om je waarschuwingen te lezen en je gegevens te exporteren.',
  'error.named.linkedAccountDeleted': 'Het Nametag-account waaraan dit gekoppeld is, is verwijderd.',
  'error.named.accountBeingDeleted':
    'Dit account is verwijderd en wordt op {until, date, long} definitief gewist. Log in met het wachtwoord om het te herstellen.',
  'error.named.cannotReportSelf': 'Je kunt jezelf niet melden.',
  'error.named.invalidCursor': 'Deze pagina van de lijst bestaat niet meer: ga terug naar de eerste pagina.',
  'error.named.notOnYourself': 'Beheerders kunnen dit niet met hun eigen account doen.',
  'error.named.reportNotAboutUser': 'Die melding gaat niet over dit account.',
  'error.named.reportClosed': 'Die melding is al gesloten.',
  'error.named.alreadySuspended': 'Dit account is al geschorst.',
  'error.named.notSuspended': 'Dit account is niet geschorst.',
  'error.named.reportNotFound': 'Deze melding bestaat niet meer.',
  'error.named.warningNotFound': 'Deze waarschuwing bestaat niet meer.',
  'error.named.reservedUsername': 'Deze gebruikersnaam is gereserveerd: kies een andere.',
  'error.named.webhookLimitReached': 'Je hebt al het maximale aantal webhooks voor een account ({limit}).',
  'error.named.providerNotEnabled': 'Deze manier van inloggen is hier niet beschikbaar.',
  'error.named.loginFlowInvalid':
    'Deze inloglink is verlopen, al gebruikt of in een andere browser gestart: begin opnieuw.',
  'error.named.providerDenied': '{provider} gaf Nametag geen toegang tot je account, dus er is niets gebeurd.',
  'error.named.providerFailed':
    '{provider} antwoordde niet zoals verwacht, dus er is niets gebeurd: probeer het later opnieuw.',
  'error.named.instance.empty': 'Typ het adres van je fediverse-server, bijvoorbeeld mastodon.social.',
  'error.named.instance.tooLong': 'Dat serveradres is te lang.',
  'error.named.instance.notAddress':
    'Dat is geen serveradres: typ de naam van de server, bijvoorbeeld mastodon.social.',
  'error.named.instance.notHttps': 'Alleen servers die via https bereikbaar zijn, kunnen worden gebruikt.',
  'error.named.instance.notServerName': 'Typ alleen de naam van de server, bijvoorbeeld mastodon.social.',
  'error.named.instance.nonStandardPort': 'Alleen servers op de standaardpoort voor https kunnen worden gebruikt.',
  'error.named.instance.notInternetName': 'Dat is niet de naam van een server op internet.',
  'error.named.instance.notPublic':
    '{host} heeft geen openbaar adres: alleen servers op het internet kunnen worden gebruikt.',
  'error.named.instance.timeout': '{host} antwoordde niet op tijd: probeer het later opnieuw.',
  'error.named.instance.oddAnswer': '{host} antwoordde niet zoals een fediverse-server: controleer het adres.',
  'error.named.instance.unreachable':
    'Nametag kon {host} niet bereiken: controleer de naam of probeer het later opnieuw.',
  'error.named.instance.noApps': '{host} staat inloggen via apps niet toe: is het wel een Mastodon-compatibele server?',
  'error.named.badHost': 'Dit adres verwijst niet naar een server: open de site via het gebruikelijke adres.',
  'error.named.publicUrlNeeded':
    'Om via de fediverse in te loggen moet deze site zijn eigen adres kennen: het beheer van de site moet dat eerst instellen.',
  'error.named.accountLinkedElsewhere':
    'Dat {provider}-account is al gekoppeld aan een ander Nametag-account: log daarmee in, of ontkoppel het daar eerst.',
  'error.named.kindAlreadyLinked':
    'Je hebt al een {provider}-account gekoppeld: ontkoppel dat eerst om een ander te koppelen.',
  'error.named.notLinked': 'Er is geen {provider}-account aan het jouwe gekoppeld.',
  'error.named.syncAccountNotLinked':
    'Je gaf @{account}@{host} toestemming, maar dat is niet het fediverse-account dat aan het jouwe gekoppeld is: log daar in met het gekoppelde account en probeer het opnieuw.',
  'error.named.syncScopeMissing':
    'Je server liet Nametag je account lezen maar niet je profiel wijzigen, dus er valt niets bij te houden: maak opnieuw verbinding en sta het toe.',
  'error.named.syncOff':
    'Deze server houdt voornaamwoorden niet bij op andere diensten: de beheerder heeft dat niet ingesteld.',
  'error.named.lastLoginMethod':
    'Dit is de enige manier waarop je kunt inloggen: stel een wachtwoord in of koppel een ander account voordat je dit ontkoppelt.',
  'error.named.formTooLarge':
    'Het formulier is te groot om te versturen (meer dan {limit} MB): ga terug en kies een kleinere afbeelding.',
  'error.named.emptyUpdate': 'Er is niets veranderd: er was niets om op te slaan.',
  'error.named.shuttingDown': 'De server start opnieuw op en er is niets veranderd: probeer het zo opnieuw.',
  'error.named.mediaUnavailable':
    'De opslag voor afbeeldingen is nu niet beschikbaar en er is niets veranderd: probeer het later opnieuw.',
  'error.named.busy': 'De server is even druk: probeer het over een paar seconden opnieuw.',
  'error.named.importUnderWay':
    'Je account wordt al van een dienst gelezen, in een ander tabblad of een andere app. Wacht tot dat klaar is, of probeer het over {seconds, plural, one {# seconde} other {# seconden}} opnieuw.',
  'error.named.serviceCrowded':
    'Deze server leest al accounts van {host} voor andere mensen. Probeer het over {seconds, plural, one {# seconde} other {# seconden}} opnieuw.',
  'error.named.audienceNotFound': 'Deze doelgroep bestaat niet meer: misschien is ze verwijderd.',
  'error.named.audienceLimitReached':
    'Je hebt {limit} doelgroepen, het maximum voor een account: verwijder er een voordat je een nieuwe maakt.',
  'error.named.groupNotFound': 'Deze groep bestaat niet meer: misschien is hij verwijderd.',
  'error.named.groupLimitReached':
    'Je hebt {limit} groepen, het maximum per account: verwijder er een voordat je een nieuwe maakt.',
  'error.named.groupNameInUse': 'Je hebt al een groep met die naam: kies een andere.',
  'error.named.notOwnMembers': 'Een van de gekozen leden is niet van jou (misschien is het verwijderd): kies opnieuw.',
  'error.named.shareLinkNotFound': 'Deze deellink bestaat niet meer.',
  'error.named.shareLinkLimitReached':
    'Deze doelgroep heeft {limit} open links, het maximum: trek er een in voordat je een nieuwe maakt.',
  'error.uploadUnreadable':
    'Het geüploade bestand kon niet worden gelezen: kies het bestand opnieuw en verstuur het formulier nog eens.',
} satisfies Record<ErrorsMessageId, string>;
