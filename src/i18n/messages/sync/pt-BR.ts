/** Português do Brasil: "você", e frases que não marcam gênero onde se fala de pessoas. */
import type { SyncMessageId } from './en.js';

export const ptBR = {
  'sync.title': 'Pronomes em outros lugares',
  'sync.lead':
    'Mantenha atualizados nas suas contas em outros lugares os pronomes que seu perfil público mostra. O Nametag os escreve sempre que você os muda aqui e deixa todo o resto desses perfis como está.',
  'sync.off':
    'Este servidor não mantém pronomes atualizados em outros serviços: quem o administra não configurou isso.',
  'sync.settings.lead':
    'Mantenha seus pronomes atualizados no Mastodon e em outros serviços: <link>Pronomes em outros lugares</link>.',
  'sync.mastodon.heading': 'Mastodon e o fediverso',
  'sync.mastodon.needsLink':
    'Primeiro vincule a conta do fediverso na <link>página de configurações</link>: o Nametag escreve na conta com que você entra.',
  'sync.mastodon.hint':
    'Seu servidor pergunta se o Nametag pode mudar seu perfil. Depois, o Nametag mantém atualizado um campo do perfil chamado “{label}”; depois de conectar, você pode escolher o idioma do nome dele.',
  'sync.mastodon.start': 'Manter meus pronomes atualizados em {account}',
  'sync.language': 'Idioma do nome do campo',
  'sync.names': 'Manter também meus nomes atualizados, num campo chamado “{label}”',
  'sync.save': 'Salvar',
  'sync.status.synced': 'Atualizado em {account}, escrito pela última vez em {day}.',
  'sync.status.connected': 'Conectado a {account}.',
  'sync.status.waiting': 'Escrevendo em {account} em instantes.',
  'sync.problem.revoked':
    '{account} não deixa mais o Nametag mudar o perfil (a permissão foi retirada ou expirou). Conecte de novo para continuar.',
  'sync.problem.key_changed':
    'A chave deste servidor mudou, então a permissão que você deu não pode mais ser usada. Conecte de novo para continuar.',
  'sync.problem.unreachable': 'O Nametag não conseguiu chegar a {server}. Ele tenta de novo sozinho.',
  'sync.problem.rate_limited': '{server} pediu ao Nametag que espere. Ele tenta de novo sozinho.',
  'sync.problem.refused': '{server} não aceitou a mudança. O Nametag tenta de novo na sua próxima mudança, ou agora:',
  'sync.problem.no_room': 'Seu perfil em {server} não tem espaço para mais um campo. Remova um lá e tente de novo:',
  'sync.problem.hidden': 'Seu perfil não está sendo mostrado a ninguém agora, então nada é escrito.',
  'sync.retry': 'Tentar de novo agora',
  'sync.reconnect': 'Conectar de novo',
  'sync.stop': 'Parar de manter atualizado',
  'sync.stopHint': 'O que seu perfil mostra lá fica como está.',
  'sync.notice.connected': 'Conectado: seus pronomes serão escritos em {account} em instantes.',
  'sync.notice.stopped': 'Parado: o Nametag não escreve mais em {account}.',
  'sync.notice.saved': 'Salvo: o Nametag escreve a mudança em instantes.',
  'sync.problem.changed_meanwhile':
    'Seu perfil em {server} não parava de mudar enquanto o Nametag escrevia nele. Ele tenta de novo sozinho.',
  'sync.bluesky.heading': 'Bluesky',
  'sync.bluesky.hint':
    'O Nametag mantém atualizados os pronomes do seu perfil do Bluesky: quantas entradas inteiras couberem nos 20 caracteres do Bluesky. Crie para isso uma senha de aplicativo no Bluesky (Configurações → Privacidade e segurança → Senhas de aplicativo); nunca informe a senha da sua conta.',
  'sync.bluesky.handle': 'Seu identificador',
  'sync.bluesky.appPassword': 'Senha de aplicativo',
  'sync.bluesky.server': 'Servidor (deixe vazio para o do Bluesky)',
  'sync.bluesky.connect': 'Manter meus pronomes atualizados no Bluesky',
  'sync.bluesky.problem.handle': 'Informe seu identificador, como alice.bsky.social.',
  'sync.bluesky.problem.appPassword':
    'Informe uma senha de aplicativo: quatro grupos de quatro letras e números (xxxx-xxxx-xxxx-xxxx), não a senha da sua conta.',
  'sync.bluesky.problem.refused':
    'O servidor recusou este identificador e esta senha de aplicativo: confira os dois ou crie uma nova senha de aplicativo.',
  'sync.bluesky.problem.server': 'Informe só o endereço do servidor, com https, como bsky.social.',
  'sync.bluesky.problem.unreachable':
    'O servidor não respondeu como um servidor do Bluesky deveria: confira o endereço ou tente de novo mais tarde.',
  'sync.notice.connectedBluesky': 'Conectado: seus pronomes serão escritos em {account} em instantes.',
} as const satisfies Record<SyncMessageId, string>;
