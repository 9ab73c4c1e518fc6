/** Português do Brasil: "você", e frases que não marcam gênero onde se fala de pessoas. */
import type { SettingsMessageId } from './en.js';

export const ptBR = {
  'settings.title': 'Configurações',
  'settings.username.heading': 'Nome da conta',
  'settings.username.submit': 'Mudar o nome da conta',
  'settings.password.heading': 'Senha',
  'settings.password.current': 'Senha atual',
  'settings.password.none': 'Sua conta ainda não tem senha: crie uma para entrar também com o nome da conta.',
  'settings.password.change': 'Mudar a senha',
  'settings.password.set': 'Criar senha',
  'settings.currentPassword': 'Sua senha atual',

  'settings.email.heading': 'E-mail',
  'settings.email.current':
    'Seu e-mail é {address}: você pode entrar com ele e receber um link lá se esquecer a senha. Ninguém mais vê esse endereço.',
  'settings.email.none':
    'Nenhum e-mail ainda. Com um, você pode entrar com ele e receber um link lá se esquecer a senha. Ninguém mais vê esse endereço.',
  'settings.email.pending':
    'Um link de confirmação foi enviado para {address}: abra em até um dia para usar esse endereço.',
  'settings.email.new': 'Um novo e-mail',
  'settings.email.yours': 'Seu e-mail',
  'settings.email.password.hint': 'O e-mail permite redefinir sua senha, por isso mudá-lo pede a senha que você tem.',
  'settings.email.submit': 'Enviar um link de confirmação',
  'settings.email.remove': 'Remover o e-mail',

  'settings.recovery.heading': 'Códigos de recuperação',
  'settings.recovery.new':
    '<strong>Seus novos códigos de recuperação</strong> — salve, imprima ou anote agora: eles aparecem só uma vez. Cada um funciona uma vez; os códigos antigos não funcionam mais.',
  'settings.recovery.label': 'Seus códigos de recuperação',
  'settings.recovery.copy': 'Copiar os códigos',
  'settings.recovery.copied': 'Códigos copiados.',
  'settings.recovery.copyFailed': 'Selecione o texto e copie.',
  'settings.recovery.none':
    'Você não tem códigos de recuperação. Crie agora: se esquecer a senha ou perder a conta com que entra, um código traz você de volta.',
  'settings.recovery.left':
    'Você tem {count, plural, one {# código de recuperação não usado} other {# códigos de recuperação não usados}}, criados em {date}.',
  'settings.recovery.replace': 'Novos códigos substituem estes: os antigos deixam de funcionar.',
  'settings.recovery.password.hint':
    'Um código pode criar uma nova senha, por isso criar códigos pede a senha que você tem.',
  'settings.recovery.make': 'Criar códigos de recuperação',
  'settings.recovery.makeNew': 'Criar novos códigos de recuperação',

  'settings.links.heading': 'Contas vinculadas',
  'settings.links.hint': 'Entre com elas em vez de uma senha. Ninguém mais as vê.',
  'settings.links.hintNoPassword':
    'Entre com elas em vez de uma senha. Ninguém mais as vê. Sua conta não tem senha: mantenha pelo menos uma conta vinculada ou crie uma senha.',
  'settings.links.linked': '{provider}: <strong>{account}</strong>',
  'settings.links.unlink': 'Desvincular',
  'settings.links.unlinkLabel': 'Desvincular {provider}',
  'settings.links.link': 'Vincular {provider}',
  'settings.links.lookupsOff':
    'Apps que buscam pronomes por uma conta do {provider} (a busca do PronounDB, usada por extensões de navegador e bots) não te encontram por esta.',
  'settings.links.lookupsOn':
    'Apps que buscam pronomes por uma conta do {provider} encontram por esta os pronomes que seu perfil público mostra. Eles não ficam sabendo seu nome de usuário aqui.',
  'settings.links.lookupsStart': 'Deixar apps encontrarem meus pronomes',
  'settings.links.lookupsStartLabel': 'Deixar apps encontrarem meus pronomes pela minha conta do {provider}',
  'settings.links.lookupsStop': 'Parar',
  'settings.links.lookupsStopLabel': 'Parar de deixar apps encontrarem meus pronomes pela minha conta do {provider}',

  'settings.sessions.heading': 'Onde sua sessão está aberta',
  'settings.sessions.caption': 'Suas sessões',
  'settings.sessions.browser': 'Navegador',
  'settings.sessions.started': 'Entrada',
  'settings.sessions.ends': 'Termina',
  'settings.sessions.action': 'Ação',
  'settings.sessions.client': '{browser} no {system}',
  'settings.sessions.unknownClient': 'Um navegador que não disse qual é',
  'settings.sessions.thisBrowser': 'este navegador',
  'settings.sessions.never': 'nunca',
  'settings.sessions.logOut': 'Sair',
  'settings.sessions.logOutLabel': 'Sair de {client}, com entrada em {date}',
  'settings.sessions.logOutUnknownLabel': 'Sair do navegador com entrada em {date}',
  'settings.sessions.endAll.hint': 'Encerra todas as sessões, esta também. Os tokens de API continuam funcionando.',
  'settings.sessions.endAll': 'Sair de todos os lugares',

  'settings.data.heading': 'Seus dados',
  'settings.data.lead':
    'Baixe tudo, traga uma exportação do Nametag ou do PluralKit, ou mude-se do pronouns.cc: <link>exportar e importar</link>.',

  'settings.tokens.heading': 'Tokens de API',
  'settings.tokens.new': 'Seu novo token — copie agora, ele aparece só uma vez:',
  'settings.tokens.name': 'Nome (opcional)',
  'settings.tokens.readOnly': 'Somente leitura',
  'settings.tokens.expires': 'Expira',
  'settings.tokens.expires.never': 'Nunca',
  'settings.tokens.expires.day': 'Em um dia',
  'settings.tokens.expires.month': 'Em 30 dias',
  'settings.tokens.expires.year': 'Em um ano',
  'settings.tokens.create': 'Criar token',
  'settings.tokens.none': 'Nenhum token de API ainda.',
  'settings.tokens.caption': 'Seus tokens',
  'settings.tokens.column.name': 'Nome',
  'settings.tokens.column.access': 'Acesso',
  'settings.tokens.column.created': 'Criado',
  'settings.tokens.column.expires': 'Expira',
  'settings.tokens.column.actions': 'Ações',
  'settings.tokens.thisBrowser': 'Este navegador',
  'settings.tokens.session': 'Sessão',
  'settings.tokens.access.readOnly': 'somente leitura',
  'settings.tokens.access.readWrite': 'leitura e escrita',
  'settings.tokens.never': 'nunca',
  'settings.tokens.thisSession': 'esta sessão',
  'settings.tokens.revoke': 'Revogar',
  'settings.tokens.revokeLabel': 'Revogar o token {name}',

  'settings.invites.heading': 'Convites',
  'settings.invites.new': 'Seu novo código de convite — copie agora, ele aparece só uma vez:',
  'settings.invites.create': 'Criar um convite',
  'settings.invites.used': 'Criado em {date}, usado',
  'settings.invites.unused': 'Criado em {date}, ainda não usado',

  'settings.delete.heading': 'Excluir sua conta',
  'settings.delete.lead':
    'Sua página e todos os seus perfis de integrante somem na hora, e seus tokens de API e sincronizações terminam. Até {until}, entrar oferece restaurar tudo; depois disso, tudo é removido de vez.',
  'settings.delete.exportFirst':
    'Antes de ir, <link>baixe seus dados</link>: você pode importá-los aqui de novo ou levá-los para outro lugar.',
  'settings.delete.confirm': 'Digite o nome da conta para confirmar',
  'settings.delete.submit': 'Excluir minha conta',

  'settings.delete.question': 'Você pode restaurá-la entrando em até 30 dias. Continuar?',
  'settings.notice.linked': 'Conta do {provider} vinculada.',
  'settings.notice.recoveredByCode':
    'Sua nova senha está definida, e todos os outros navegadores saíram da conta. O código usado não funciona mais.',
  'settings.notice.recoveredByLink': 'Sua nova senha está definida, e todos os outros navegadores saíram da conta.',
  'settings.notice.restored':
    'Que bom ter você de volta: sua conta foi restaurada. Seus tokens de API e sincronizações terminaram quando você a apagou; configure-os de novo aqui.',
  'settings.notice.codesMade': 'Códigos de recuperação criados: eles estão logo abaixo.',
  'settings.notice.emailSent':
    'Um link de confirmação está a caminho de {address}: abra em até um dia para usar o endereço.',
  'settings.notice.emailRemoved': 'O e-mail foi removido.',
  'settings.notice.unlinked': 'Conta desvinculada.',
  'settings.notice.lookupsOn': 'Agora apps encontram seus pronomes pela sua conta do {provider}.',
  'settings.notice.lookupsOff': 'Apps não encontram mais seus pronomes pela sua conta do {provider}.',
  'settings.notice.usernameChanged': 'Nome da conta alterado.',
  'settings.notice.passwordChanged': 'Senha alterada.',
  'settings.notice.tokenCreated': 'Token criado.',
  'settings.notice.tokenRevoked': 'Token revogado.',
  'settings.notice.sessionEnded': 'Esse navegador saiu da conta.',
  'settings.notice.inviteCreated': 'Convite criado.',

  'settings.problem.currentPassword': 'A senha atual não está certa: a senha não foi alterada.',
  'settings.problem.recoveryPassword': 'Essa não é sua senha atual: nenhum código foi criado.',
  'settings.problem.emailPassword': 'Essa não é sua senha atual: nada foi enviado.',
  'settings.problem.emailInvalid': 'Isso não é um endereço de e-mail: confira e tente de novo.',
  'settings.problem.emailInUse': 'Esse e-mail pertence a outra conta daqui: confira e tente de novo.',
  'settings.problem.emailTooMany': 'Muitos e-mails de confirmação na última hora: espere uma hora e peça de novo',
  'settings.problem.lastLogin':
    'Este é o único jeito de você entrar: crie uma senha ou vincule outra conta antes de desvincular esta',
  'settings.problem.notLinked': 'Nenhuma conta do {provider} está vinculada à sua',
  'settings.problem.sessionGone': 'Essa sessão já terminou.',
  'settings.problem.inviteLimit':
    'Limite de convites atingido: você pode criar no máximo {limit, plural, one {# convite} other {# convites}}',
  'settings.problem.deleteConfirm': 'Digite o nome da conta exatamente para excluir sua conta.',

  'data.title': 'Seus dados',
  'data.back': 'Voltar às configurações',
  'data.imported': '<strong>Importado.</strong>',
  'data.export.heading': 'Baixar tudo',
  'data.export.lead':
    'Seu perfil, sua coleção de bandeiras e todos os perfis de integrantes (os não listados também), do jeito que o Nametag exporta: dá para importar aqui ou em outro servidor Nametag.',
  'data.export.zip': 'Baixar (zip, com imagens)',
  'data.export.json': 'Baixar (só JSON)',
  'data.import.heading': 'Importar',
  'data.import.hint':
    'Uma exportação do Nametag (zip ou JSON) ou do PluralKit (<code>{command}</code>), de até {limit, number} MB. Tudo ou nada: perfis de integrantes são combinados pelo nome (atualizados) ou criados, as bandeiras entram na sua coleção e seu perfil é substituído pelo do arquivo. Veja a prévia primeiro para saber o que vai mudar.',
  'data.import.file': 'Arquivo de exportação',
  'data.preview': 'Prévia',
  'data.importNow': 'Importar sem prévia',
  'data.preview.heading': 'O que a importação vai fazer',
  'data.preview.confirm': 'Importar',
  'data.preview.cancel': 'Cancelar',
  'data.service.heading': 'Mudar-se do pronouns.cc',
  'data.service.lead':
    'Traga seu perfil, perfis de integrantes (os não listados também), suas próprias preferências, bandeiras e imagens do pronouns.cc, de outro Nametag ou de qualquer serviço que fale a mesma API. Crie um token de API lá (no pronouns.cc: Settings, depois API tokens) e cole aqui: ele só é usado nesta importação e nunca é guardado. Veja a prévia primeiro para saber o que vai mudar e o que não pode vir.',
  'data.service.url': 'O endereço do serviço',
  'data.service.url.hint': 'Deixe vazio para {address}.',
  'data.service.token': 'Token de API criado lá',

  'data.report.nametag': 'Uma exportação do Nametag.',
  'data.report.pluralkit': 'Uma exportação do PluralKit.',
  'data.report.service': 'Uma conta lida do pronouns.cc ou de um serviço parecido.',
  'data.report.profileWasReplacedByFile': 'Seu perfil foi substituído pelo do arquivo (o nome da conta continua).',
  'data.report.profileWillBeReplacedByFile': 'Seu perfil será substituído pelo do arquivo (o nome da conta continua).',
  'data.report.profileWasReplacedByImport': 'Seu perfil foi substituído pelo importado (o nome da conta continua).',
  'data.report.profileWillBeReplacedByImport': 'Seu perfil será substituído pelo importado (o nome da conta continua).',
  'data.report.profileStays': 'Seu perfil continua como está.',
  'data.report.membersCreated': 'Perfis de integrantes criados',
  'data.report.membersToCreate': 'Perfis de integrantes a criar',
  'data.report.membersUpdated': 'Perfis de integrantes atualizados',
  'data.report.membersToUpdate': 'Perfis de integrantes a atualizar (combinados pelo nome)',
  'data.report.groupsCreated': 'Grupos criados',
  'data.report.groupsToCreate': 'Grupos a criar',
  'data.report.groupsUpdated': 'Grupos atualizados',
  'data.report.groupsToUpdate': 'Grupos a atualizar (combinados pelo nome)',
  'data.report.flagsAdded': 'Bandeiras adicionadas à sua coleção',
  'data.report.flagsToAdd': 'Bandeiras a adicionar à sua coleção',
  'data.report.flagsHad': 'Bandeiras que você já tinha',
  'data.report.flagsHave': 'Bandeiras que você já tem',
  'data.report.audiencesMade': 'Públicos criados para o que o arquivo mostra só a algumas pessoas',
  'data.report.audiencesToMake': 'Públicos a criar para o que o arquivo mostra só a algumas pessoas',
  'data.report.audiencesHad': 'Seus públicos em que os do arquivo com o mesmo nome se tornaram',
  'data.report.audiencesHave': 'Seus públicos em que os do arquivo com o mesmo nome vão se tornar',
  'data.report.line': '{label} ({count, number}): {names}',
  'data.report.more': '{names} e mais {count, number}',
  'data.report.leftOut': 'Ficou de fora:',
  'data.report.willBeLeftOut': 'Vai ficar de fora:',

  'data.problem.tokenPasted':
    'Esse token tem espaços, quebras de linha ou caracteres invisíveis, ou é longo demais: copie de novo, inteiro.',
  'data.problem.urlTooLong': 'Esse endereço é longo demais.',
  'data.problem.expired':
    'A prévia expirou (ela fica guardada dez minutos): escolha o arquivo de novo ou leia a conta do serviço de novo.',
  'data.problem.tooLarge': 'O arquivo tem mais de {limit, number} MB: nada foi alterado.',
  'data.problem.tooLargeChosen': 'O arquivo tem mais de {limit, number} MB: escolha um menor.',
  'data.problem.noFile': 'Escolha um arquivo de exportação primeiro.',
  'data.problem.noToken': 'Cole primeiro um token de API criado nesse serviço.',

  'providers.start.toServer':
    'Você vai para <strong>{server}</strong> para confirmar quem você é. Continue só se sua conta do fediverso estiver nesse servidor.',
  'providers.start.toYourServer': 'Você vai para o seu servidor para confirmar quem você é.',
  'providers.start.toProvider': 'Você vai para {provider} para confirmar quem você é.',
  'providers.start.continue': 'Continuar com {provider}',
  'providers.signup.lead':
    'Você está criando a conta com sua conta do {provider} <strong>{account}</strong>. Escolha o nome da conta da sua página do Nametag; dá para criar uma senha depois nas configurações.',
  'providers.signup.haveAccount':
    'Já tem uma conta? <link>Entre</link> e depois vincule {provider} nas suas configurações.',
  'providers.redirect.title': 'Continuar para {provider}',

  'notices.suspended':
    'Sua conta está suspensa: seu perfil fica oculto para outras pessoas, e você pode ler seus dados, mas não alterá-los.',
  'notices.heading.one': 'Uma mensagem da administração',
  'notices.heading.many': 'Mensagens da administração',
  'notices.read': 'Já li',
} satisfies Record<SettingsMessageId, string>;
