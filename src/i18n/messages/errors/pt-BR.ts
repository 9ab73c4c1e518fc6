/** Português (Brasil): você; «conta» e «integrante»; frases sem terminações de gênero. */
import type { ErrorsMessageId } from './en.js';

export const ptBR = {
  'error.code.400': 'Isso não foi aceito: confira o que você digitou e envie de novo.',
  'error.code.403': 'Você não tem permissão para fazer isso.',
  'error.code.404': 'Não há nada aqui: talvez tenha sido renomeado ou apagado.',
  'error.code.405': 'Este endereço não pode ser usado assim: volte e use o formulário da própria página.',
  'error.code.408': 'Seu navegador demorou demais para enviar isso: tente de novo.',
  'error.code.415': 'Não foi possível ler o que seu navegador enviou: volte e use o formulário da própria página.',
  'error.code.429': 'Tentativas demais em pouco tempo: espere um minuto e tente de novo.',
  'error.code.431':
    'Seu navegador enviou dados demais com esta solicitação: apague os cookies deste site e tente de novo.',
  'error.code.500': 'Algo deu errado do nosso lado: tente de novo daqui a pouco.',
  'error.code.501': 'Isso não está disponível no formato pedido.',
  'error.code.503': 'Isso não está disponível agora e nada foi alterado: tente de novo daqui a pouco.',
  'error.code.1003': 'Você não entrou na sua conta, ou sua sessão terminou: entre de novo.',
  'error.code.1004':
    'Para criar uma conta aqui, é preciso um código de convite: peça um a alguém que já tenha conta aqui.',
  'error.code.1006':
    'Este nome de conta não pode ser usado: use de 2 a 40 letras, dígitos, _, . ou -, e não só pontos.',
  'error.code.1007': 'Esse nome de conta já está em uso: escolha outro.',
  'error.code.1009': 'Você já criou todos os convites que podia.',
  'error.code.2001': 'Não há ninguém com este nome aqui: talvez o nome tenha mudado ou a conta tenha sido apagada.',
  'error.code.2002': 'A lista de integrantes desta pessoa é privada.',
  'error.code.2003': 'Sua coleção de bandeiras está cheia: apague uma bandeira para adicionar outra.',
  'error.code.2004': 'O link curto só pode ser trocado uma vez por hora: tente de novo mais tarde.',
  'error.code.3001':
    'Não há nenhum perfil de integrante com este nome aqui: talvez o nome tenha mudado ou o perfil tenha sido apagado.',
  'error.code.3002': 'Você já tem o máximo de perfis de integrantes possível.',
  'error.code.3003': 'Você já tem um perfil de integrante com esse nome: escolha outro.',
  'error.code.3004': 'Este perfil de integrante não pertence à sua conta.',
  'error.code.4001': 'O que você enviou é grande demais.',
  'error.code.4002': 'Você não pode fazer isso.',

  'error.field.invalid': '{field}: o valor não é válido. Confira e tente de novo.',

  'error.named.notFound':
    'Isso não foi encontrado: talvez já tenha sido apagado. Recarregue a página para ver o que há agora.',
  'error.named.wrongCredentials': 'Nome da conta ou senha incorretos.',
  'error.named.wrongRecoveryCode':
    'Nome da conta ou código de recuperação incorretos (cada código de recuperação funciona só uma vez).',
  'error.named.inviteInvalid': 'Este código de convite não existe ou já foi usado.',
  'error.named.inviteLimitReached': 'Você já criou todos os convites que podia ({limit}).',
  'error.named.invalidPassword': 'A nova senha precisa ter de 8 a 256 caracteres.',
  'error.named.wrongPassword': 'A senha atual não está certa.',
  'error.named.memberLimitReached': 'Você já tem o máximo de perfis de integrantes possível ({limit}).',
  'error.named.flagNotFound': 'Esta bandeira não existe mais: talvez tenha sido apagada.',
  'error.named.flagLimitReached':
    'Sua coleção de bandeiras está cheia (cabem {limit}): apague uma bandeira para adicionar outra.',
  'error.named.adminOnly': 'Só a administração desta instância pode fazer isso.',
  'error.named.suspended':
    'Sua conta está suspensa: você pode entrar e ler seus dados e advertências, mas não pode alterar nada.',
  'error.named.suspendedLinkedLogin':
    'Esta conta está suspensa e não é possível entrar por este caminho: entre com a senha para ler suas advertências e exportar seus dados.',
  'error.named.linkedAccountDeleted': 'A conta do Nametag vinculada a esta foi apagada.',
  'error.named.accountBeingDeleted':
    'Esta conta foi apagada e será removida de vez em {until, date, long}. Entre com a senha dela para restaurá-la.',
  'error.named.cannotReportSelf': 'Você não pode denunciar a sua própria conta.',
  'error.named.invalidCursor': 'Esta página da lista não existe mais: volte para a primeira página.',
  'error.named.notOnYourself': 'A administração não pode fazer isso com a própria conta.',
  'error.named.reportNotAboutUser': 'Essa denúncia não é sobre esta conta.',
  'error.named.reportClosed': 'Essa denúncia já foi encerrada.',
  'error.named.alreadySuspended': 'Esta conta já está suspensa.',
  'error.named.notSuspended': 'Esta conta não está suspensa.',
  'error.named.reportNotFound': 'Esta denúncia não existe mais.',
  'error.named.warningNotFound': 'Esta advertência não existe mais.',
  'error.named.reservedUsername': 'Este nome de conta está reservado: escolha outro.',
  'error.named.webhookLimitReached': 'Você já tem o máximo de webhooks que uma conta pode ter ({limit}).',
  'error.named.providerNotEnabled': 'Esta forma de entrar não está disponível aqui.',
  'error.named.loginFlowInvalid':
    'Este link de entrada expirou, já foi usado ou foi aberto em outro navegador: comece de novo.',
  'error.named.providerDenied': '{provider} não deixou o Nametag ler sua conta, então nada aconteceu.',
  'error.named.providerFailed':
    '{provider} não respondeu como esperado, então nada aconteceu: tente de novo mais tarde.',
  'error.named.instance.empty': 'Digite o endereço do seu servidor do fediverso, por exemplo mastodon.social.',
  'error.named.instance.tooLong': 'Esse endereço de servidor é longo demais.',
  'error.named.instance.notAddress':
    'Isso não é o endereço de um servidor: digite o nome dele, por exemplo mastodon.social.',
  'error.named.instance.notHttps': 'Só dá para usar servidores acessíveis por https.',
  'error.named.instance.notServerName': 'Digite só o nome do servidor, por exemplo mastodon.social.',
  'error.named.instance.nonStandardPort': 'Só dá para usar servidores na porta padrão do https.',
  'error.named.instance.notInternetName': 'Esse não é o nome de um servidor na internet.',
  'error.named.instance.notPublic': '{host} não tem um endereço público: só servidores na internet podem ser usados.',
  'error.named.instance.timeout': '{host} não respondeu a tempo: tente de novo mais tarde.',
  'error.named.instance.oddAnswer': '{host} não respondeu como um servidor do fediverso: confira o endereço.',
  'error.named.instance.unreachable':
    'O Nametag não conseguiu acessar {host}: confira o nome ou tente de novo mais tarde.',
  'error.named.instance.noApps':
    '{host} não permite entrar por meio de apps: é mesmo um servidor compatível com o Mastodon?',
  'error.named.badHost': 'Este endereço não corresponde a nenhum servidor: abra o site no endereço de sempre.',
  'error.named.publicUrlNeeded':
    'Para entrar pelo fediverso, este site precisa saber o próprio endereço: quem opera o site precisa configurá-lo primeiro.',
  'error.named.accountLinkedElsewhere':
    'Essa conta do {provider} já está vinculada a outra conta do Nametag: entre com ela ou desvincule-a lá primeiro.',
  'error.named.kindAlreadyLinked':
    'Você já tem uma conta do {provider} vinculada: desvincule-a primeiro para vincular outra.',
  'error.named.notLinked': 'Nenhuma conta do {provider} está vinculada à sua.',
  'error.named.syncAccountNotLinked':
    'Você autorizou @{account}@{host}, que não é a conta do fediverso vinculada à sua: entre lá com a conta vinculada e tente de novo.',
  'error.named.syncScopeMissing':
    'Seu servidor deixou o Nametag ler sua conta, mas não mudar seu perfil, então nada pode ser mantido atualizado: conecte de novo e permita.',
  'error.named.syncOff':
    'Este servidor não mantém pronomes atualizados em outros serviços: quem o administra não configurou isso.',
  'error.named.lastLoginMethod':
    'Este é o único jeito de você entrar: crie uma senha ou vincule outra conta antes de desvincular esta.',
  'error.named.formTooLarge':
    'O formulário é grande demais para ser enviado (mais de {limit} MB): volte e escolha uma imagem menor.',
  'error.named.emptyUpdate': 'Nada foi alterado: não havia nada para salvar.',
  'error.named.shuttingDown': 'O servidor está reiniciando e nada foi alterado: tente de novo daqui a pouco.',
  'error.named.mediaUnavailable':
    'O armazenamento de imagens está indisponível agora e nada foi alterado: tente de novo mais tarde.',
  'error.named.busy': 'O servidor está ocupado: tente de novo em alguns segundos.',
  'error.named.importUnderWay':
    'Sua conta já está sendo lida de um serviço, em outra aba ou aplicativo. Espere terminar ou tente de novo em {seconds, plural, one {# segundo} other {# segundos}}.',
  'error.named.serviceCrowded':
    'Este servidor já está lendo contas de {host} para outras pessoas. Tente de novo em {seconds, plural, one {# segundo} other {# segundos}}.',
  'error.named.audienceNotFound': 'Este público não existe mais: talvez tenha sido excluído.',
  'error.named.audienceLimitReached': 'Você tem {limit} públicos, o máximo por conta: exclua um antes de criar outro.',
  'error.named.groupNotFound': 'Este grupo não existe mais: talvez tenha sido excluído.',
  'error.named.groupLimitReached': 'Você tem {limit} grupos, o máximo por conta: exclua um antes de criar outro.',
  'error.named.groupNameInUse': 'Você já tem um grupo com esse nome: escolha outro.',
  'error.named.notOwnMembers':
    'Um dos perfis de integrante escolhidos não é seu (talvez tenha sido excluído): escolha de novo.',
  'error.named.shareLinkNotFound': 'Este link de compartilhamento não existe mais.',
  'error.named.shareLinkLimitReached':
    'Este público tem {limit} links abertos, o máximo: revogue um antes de criar outro.',
  'error.uploadUnreadable':
    'Não foi possível ler o arquivo enviado: escolha o arquivo de novo e envie o formulário outra vez.',
} satisfies Record<ErrorsMessageId, string>;
