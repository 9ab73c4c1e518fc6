/** Nederlands: je-vorm, en woorden die geen gender aannemen waar het over mensen gaat. */
import type { SyncMessageId } from './en.js';

export const nl = {
  'sync.title': 'Voornaamwoorden elders',
  'sync.lead':
    'Houd de voornaamwoorden die je openbare profiel toont bij op je accounts elders. Nametag schrijft ze telkens als je ze hier wijzigt, en laat al het andere op die profielen zoals het is.',
  'sync.off': 'Deze server houdt voornaamwoorden niet bij op andere diensten: de beheerder heeft dat niet ingesteld.',
  'sync.settings.lead':
    'Houd je voornaamwoorden bij op Mastodon en andere diensten: <link>Voornaamwoorden elders</link>.',
  'sync.mastodon.heading': 'Mastodon en de fediverse',
  'sync.mastodon.needsLink':
    'Koppel eerst het fediverse-account op de <link>instellingenpagina</link>: Nametag schrijft naar het account waarmee je inlogt.',
  'sync.mastodon.hint':
    'Je server vraagt of Nametag je profiel mag wijzigen. Daarna houdt Nametag een profielveld met de naam ‘{label}’ bij; na het verbinden kun je de taal van die naam kiezen.',
  'sync.mastodon.start': 'Mijn voornaamwoorden bijhouden op {account}',
  'sync.language': 'Taal van de naam van het veld',
  'sync.names': 'Ook mijn namen bijhouden, in een veld met de naam ‘{label}’',
  'sync.save': 'Opslaan',
  'sync.status.synced': 'Bijgewerkt op {account}, laatst geschreven op {day}.',
  'sync.status.connected': 'Verbonden met {account}.',
  'sync.status.waiting': 'Wordt zo naar {account} geschreven.',
  'sync.problem.revoked':
    '{account} laat Nametag het profiel niet meer wijzigen (de toestemming is ingetrokken of verlopen). Maak opnieuw verbinding om verder te gaan.',
  'sync.problem.key_changed':
    'De sleutel van deze server is veranderd, dus je toestemming kan niet meer worden gebruikt. Maak opnieuw verbinding om verder te gaan.',
  'sync.problem.unreachable': 'Nametag kon {server} niet bereiken. Het probeert het vanzelf opnieuw.',
  'sync.problem.rate_limited': '{server} vroeg Nametag om te wachten. Het probeert het vanzelf opnieuw.',
  'sync.problem.refused':
    '{server} nam de wijziging niet aan. Nametag probeert het opnieuw bij je volgende wijziging, of nu:',
  'sync.problem.no_room':
    'Je profiel op {server} heeft geen ruimte voor nog een veld. Verwijder er daar een en probeer het opnieuw:',
  'sync.problem.hidden': 'Je profiel wordt nu aan niemand getoond, dus er wordt niets geschreven.',
  'sync.retry': 'Nu opnieuw proberen',
  'sync.reconnect': 'Opnieuw verbinden',
  'sync.stop': 'Niet meer bijhouden',
  'sync.stopHint': 'Wat je profiel daar toont, blijft zoals het is.',
  'sync.notice.connected': 'Verbonden: je voornaamwoorden worden zo naar {account} geschreven.',
  'sync.notice.stopped': 'Gestopt: Nametag schrijft niet meer naar {account}.',
  'sync.notice.saved': 'Opgeslagen: Nametag schrijft de wijziging zo.',
  'sync.problem.changed_meanwhile':
    'Je profiel op {server} bleef veranderen terwijl Nametag erin schreef. Het probeert het vanzelf opnieuw.',
  'sync.bluesky.heading': 'Bluesky',
  'sync.bluesky.hint':
    'Nametag houdt de voornaamwoorden op je Bluesky-profiel bij: zoveel hele items als er in de 20 tekens van Bluesky passen. Maak er in Bluesky een app-wachtwoord voor aan (Instellingen → Privacy en beveiliging → App-wachtwoorden); geef nooit het wachtwoord van je account zelf.',
  'sync.bluesky.handle': 'Je handle',
  'sync.bluesky.appPassword': 'App-wachtwoord',
  'sync.bluesky.server': 'Server (laat leeg voor die van Bluesky)',
  'sync.bluesky.connect': 'Mijn voornaamwoorden bijhouden op Bluesky',
  'sync.bluesky.problem.handle': 'Vul je handle in, zoals alice.bsky.social.',
  'sync.bluesky.problem.appPassword':
    'Vul een app-wachtwoord in: vier groepen van vier letters en cijfers (xxxx-xxxx-xxxx-xxxx), niet het wachtwoord van je account zelf.',
  'sync.bluesky.problem.refused':
    'De server weigerde deze handle en dit app-wachtwoord: controleer beide, of maak een nieuw app-wachtwoord.',
  'sync.bluesky.problem.server': 'Vul alleen het adres van de server in, via https, zoals bsky.social.',
  'sync.bluesky.problem.unreachable':
    'De server antwoordde niet zoals een Bluesky-server hoort te doen: controleer het adres, of probeer het later opnieuw.',
  'sync.notice.connectedBluesky': 'Verbonden: je voornaamwoorden worden zo naar {account} geschreven.',
} as const satisfies Record<SyncMessageId, string>;
