/** Português do Brasil: "você"; integrantes de um sistema são "integrantes", bandeiras vão para a "coleção". */
import type { PortabilityMessageId } from './en.js';

export const ptBR = {
  'portability.file': 'Não foi possível importar o arquivo. {problem} Nada foi alterado.',
  'portability.account': 'Não foi possível importar a conta. {problem} Nada foi alterado.',

  'portability.owner.profile': 'Seu perfil',
  'portability.owner.member': 'Integrante “{name}”',
  'portability.owner.memberNumber': 'Integrante {n, number}',
  'portability.owner.flagNumber': 'Bandeira {n, number}',
  'portability.place.name': '{owner}, nome {n, number}',
  'portability.place.pronouns': '{owner}, pronomes {n, number}',
  'portability.place.fieldEntry': '{owner}, campo “{field}”, item {n, number}',
  'portability.image.profile': 'O avatar do seu perfil',
  'portability.image.member': 'O avatar de “{name}”',
  'portability.image.flag': 'Bandeira “{name}”',

  'portability.note.flagNotAFlag': 'Bandeira {n, number}: ela não tem ID ou nome, então não é uma bandeira.',
  'portability.note.flagWithoutImage': 'Bandeira “{name}”: ela não tem imagem.',
  'portability.note.preferenceOverLimit':
    'Sua preferência “{label}”: você pode ter no máximo {limit, number} preferências. Os itens que a usam passam a “Ok”.',
  'portability.note.preferenceTooLong':
    'Sua preferência “{label}”: o ícone ou o rótulo é longo demais. Os itens que a usam passam a “Ok”.',
  'portability.note.unknownPreference':
    '{place} (“{value}”): a preferência “{preference}” não é uma das da conta, então passa a “Ok”.',
  'portability.note.entryEmpty': '{place}: está vazio.',
  'portability.note.entryTooLong': '{place}: passa de {limit, plural, one {# caractere} other {# caracteres}}.',
  'portability.note.entryOverLimit': '{place}: uma lista tem no máximo {limit, number} itens.',
  'portability.note.shownAsTooLong':
    '{owner}, pronomes {n, number}: o texto mostrado para eles passa de {limit, plural, one {# caractere} other {# caracteres}}, então os pronomes aparecem como estão.',
  'portability.note.fieldOverLimit': '{owner}, campo {n, number}: um perfil tem no máximo {limit, number} campos.',
  'portability.note.fieldNameTooLong': '{owner}, campo {n, number}: o nome é longo demais.',
  'portability.note.linkNotWeb': '{owner}, link {n, number}: “{link}” não é um endereço web (http:// ou https://).',
  'portability.note.linkFixed':
    '{owner}, link {n, number}: “{link}” não tem https:// na frente, então entra como {fixed}.',
  'portability.note.linkOverLimit': '{owner}, link {n, number}: um perfil tem no máximo {limit, number} links.',
  'portability.note.profileFlagsOverLimit':
    '{owner}: um perfil mostra no máximo {limit, number} bandeiras; as {limit, number} primeiras ficam.',
  'portability.note.unknownTimeZone': 'O fuso horário do seu perfil: este servidor não conhece “{zone}”.',
  'portability.note.memberNameInvalid': 'Integrante {n, number}: “{name}” não pode ser um nome aqui. {problem}',
  'portability.note.memberNameClash':
    'Integrante “{name}”: aqui tem o mesmo nome que “{earlier}” (maiúsculas e minúsculas não contam).',
  'portability.note.serviceHasNoFlags': 'Bandeiras: {host} não tem nenhuma para dar.',
  'portability.note.imageNotFetched': '{image}: não foi possível baixar a imagem. {problem}',
  'portability.note.imageNotAnswered': '{image}: não foi possível baixar a imagem (o servidor respondeu {status}).',
  'portability.note.profileAvatarNotInArchive':
    'O avatar do seu perfil: a imagem não está no arquivo (importe a exportação zip para trazer imagens).',
  'portability.note.memberAvatarNotInArchive':
    'O avatar de “{name}”: a imagem não está no arquivo (importe a exportação zip para trazer imagens).',
  'portability.note.flagNotInArchive':
    'Bandeira “{name}”: a imagem não está no arquivo (importe a exportação zip para trazer bandeiras).',
  'portability.note.languageNotShipped': 'Seu idioma: {language} não é um idioma que este servidor fala.',
  'portability.note.pluralKitBirthday':
    'Aniversários ({count, plural, one {# integrante} other {# integrantes}}): não fazem parte de um perfil do Nametag.',
  'portability.note.pluralKitProxyTags':
    'Tags de proxy ({count, plural, one {# integrante} other {# integrantes}}): são do PluralKit.',
  'portability.note.pluralKitColor':
    'Cores ({count, plural, one {# integrante} other {# integrantes}}): não fazem parte de um perfil do Nametag.',
  'portability.note.pluralKitAvatar':
    'Avatares ({count, plural, one {# integrante} other {# integrantes}}): imagens não são baixadas de outros serviços; adicione os avatares depois da importação.',
  'portability.note.pluralKitWebhookAvatar':
    'Avatares de webhook ({count, plural, one {# integrante} other {# integrantes}}): imagens não são baixadas de outros serviços.',
  'portability.note.pluralKitBanner':
    'Banners ({count, plural, one {# integrante} other {# integrantes}}): não fazem parte de um perfil do Nametag.',
  'portability.note.pluralKitGroupImages':
    'Ícones e banners de grupos ({count, number}): as imagens não são baixadas do PluralKit; dê a um grupo um emoji no lugar.',
  'portability.note.pluralKitSwitches': 'Trocas de front ({count, number}): são dados próprios do PluralKit.',
  'portability.note.pluralKitSystem': 'O perfil próprio do sistema: só os integrantes são importados.',
  'portability.note.imageUnusable': '{image}: a imagem não pode ser usada ({problem}), então fica de fora.',
  'portability.note.flagImageUnusable':
    'Bandeira “{name}”: a imagem dela não pode ser usada ({problem}), então a bandeira fica de fora, também nos perfis que a mostram.',
  'portability.note.moreLikeThis': '… e mais {count, plural, one {# deste tipo} other {# deste tipo}}: {reason}.',
  'portability.imageProblem.notImage': 'o arquivo não é uma imagem',
  'portability.imageProblem.format': 'não é uma imagem PNG, JPEG, GIF nem WebP',
  'portability.imageProblem.side': 'um lado passa de {max, number} pixels',
  'portability.imageProblem.ratio': 'o lado maior passa de {max, number} vezes o menor',
  'portability.imageProblem.pixels': 'tem mais de {max, number} pixels',
  'portability.imageProblem.corrupt': 'está cortada ou corrompida',
  'portability.more.flagNotAFlag': 'bandeiras sem ID ou sem nome',
  'portability.more.flagWithoutImage': 'bandeiras sem imagem',
  'portability.more.preferenceOverLimit': 'preferências acima do limite',
  'portability.more.preferenceTooLong': 'preferências com ícone ou rótulo longo demais',
  'portability.more.unknownPreference': 'itens cuja preferência não é uma das da conta (passam a “Ok”)',
  'portability.more.entryEmpty': 'itens vazios',
  'portability.more.entryTooLong': 'itens mais longos que o limite',
  'portability.more.entryOverLimit': 'itens acima do limite da lista',
  'portability.more.shownAsTooLong': 'textos mostrados de pronomes mais longos que o limite',
  'portability.more.fieldOverLimit': 'campos acima do limite',
  'portability.more.fieldNameTooLong': 'campos com nome longo demais',
  'portability.more.linkNotWeb': 'links que não são endereços web',
  'portability.more.linkFixed': 'links sem https:// na frente (ele é adicionado)',
  'portability.more.linkOverLimit': 'links acima do limite',
  'portability.more.profileFlagsOverLimit': 'perfis que mostram mais bandeiras que o limite',
  'portability.more.unknownTimeZone': 'fusos horários que este servidor não conhece',
  'portability.more.memberNameInvalid': 'nomes que aqui não podem ser nomes de integrantes',
  'portability.more.memberNameClash': 'integrantes com o mesmo nome que outro',
  'portability.more.serviceHasNoFlags': 'serviços sem bandeiras',
  'portability.more.imageNotFetched': 'imagens que não puderam ser baixadas',
  'portability.more.imageUnusable': 'imagens que não podem ser usadas',
  'portability.more.avatarNotInArchive': 'avatares cuja imagem não está no arquivo',
  'portability.more.flagNotInArchive': 'bandeiras cuja imagem não está no arquivo',
  'portability.more.languageNotShipped': 'idiomas que este servidor não fala',
  'portability.more.pluralKit': 'dados próprios do PluralKit',

  'portability.fetch.notWebAddress': 'O endereço não é um endereço web.',
  'portability.fetch.notHttps': 'Só endereços https são chamados.',
  'portability.fetch.notPublic': 'O servidor não está em um endereço público.',
  'portability.fetch.unreachable': 'Não foi possível alcançar o servidor.',
  'portability.fetch.tooMuch': 'O servidor enviou dados demais.',
  'portability.fetch.nonsense': 'A resposta do servidor não fazia sentido.',
  'portability.fetch.badValue': 'Não foi possível fazer o pedido: um valor tem caracteres que a web não permite.',
  'portability.fetch.timeout': 'O servidor não respondeu a tempo.',
  'portability.fetch.tooSlow': 'O servidor enviou a resposta devagar demais.',

  'portability.service.tooLong': 'Esse endereço é longo demais.',
  'portability.service.notWebAddress': 'Isso não é um endereço web.',
  'portability.service.notHttps': 'Só endereços https podem ser usados.',
  'portability.service.notJustAddress': 'Digite só o endereço do serviço, por exemplo {example}.',
  'portability.service.port': 'Só serviços na porta https padrão podem ser usados.',
  'portability.service.notServerName': 'Isso não é o nome de um servidor na internet.',
  'portability.service.tooBig': 'A conta nesse serviço é maior do que este servidor consegue ler de uma vez.',
  'portability.service.timeout': '{host} não respondeu a tempo.',
  'portability.service.notCompatible': '{host} não responde como um serviço compatível com o pronouns.cc.',
  'portability.service.tooMuch':
    '{host} enviou mais de {megabytes, number} MB, mais do que uma importação pode conter.',
  'portability.service.unreachable': '{host}: {problem}',
  'portability.service.tokenRefused': '{host} recusou o token ({status}): crie um novo lá e cole-o inteiro.',

  'portability.import.empty': 'O arquivo está vazio: escolha um arquivo de exportação.',
  'portability.import.notJson': 'Não é um JSON válido.',
  'portability.import.tooLarge': 'Ele contém mais do que uma conta no limite de tudo poderia ter.',
  'portability.import.zip': 'Não é possível ler o arquivo zip.',
  'portability.import.notExport':
    'Não é uma exportação que o Nametag lê: uma exportação do Nametag (ou o zip dela) ou do PluralKit.',
  'portability.import.notExportShape': 'Ele não tem o formato de uma exportação ({path}).',
  'portability.import.flagNotInImport': 'Um perfil mostra uma bandeira que a importação não traz ({path}).',
  'portability.import.changedMeanwhile': 'Sua conta mudou durante a importação: tente de novo.',
  'portability.import.noDocument': 'Falta {file} no arquivo zip.',
  'portability.import.version': 'Este servidor lê a versão {version} do formato de exportação do Nametag.',
  'portability.import.sameMemberTwice': 'Ele tem dois perfis de integrantes com o nome “{name}”.',

  'portability.problem.inProfile': '{owner}: {problem}',
  'portability.problem.fieldInvalid': '{field}: o valor não é válido.',

  'portability.code.memberLimit': 'Este servidor permite no máximo {limit, number} integrantes.',
  'portability.code.flagLimit': 'Uma coleção tem no máximo {limit, number} bandeiras.',
  'portability.code.memberNameInUse': 'Dois perfis de integrantes teriam o mesmo nome.',
  'portability.code.unavailable':
    'Algo necessário está ocupado ou indisponível agora: tente de novo em alguns minutos.',
  'portability.code.forbidden': 'Sua conta não pode fazer isso agora.',
  'portability.code.other': 'Algo nele não é válido.',
} satisfies Record<PortabilityMessageId, string>;
