/** Português (Brasil): você. The OpenAPI document’s own texts stay in English. */
import type { ApiReferenceMessageId } from './en.js';

export const ptBR = {
  'apiReference.title': 'Referência da API',
  'apiReference.description': 'A API do Nametag: endpoints, parâmetros, respostas, limites.',
  'apiReference.version': 'Versão {version}',
  'apiReference.base': 'Endereço base',
  'apiReference.document': 'Documento OpenAPI',
  'apiReference.documentNote': '(OpenAPI 3.1, para geradores de código)',
  'apiReference.tokens': 'Tokens',
  'apiReference.tokensText':
    'No cabeçalho <auth></auth>, sozinho ou como <bearer></bearer>; nunca como cookie. Qualquer site pode chamar a API (CORS <any></any>).',
  'apiReference.errors': 'Erros',
  'apiReference.errorsText': '<shape></shape>; o código define o status HTTP.',
  'apiReference.endpoints': 'Endpoints',
  'apiReference.objects': 'Objetos',
  'apiReference.parameters': 'Parâmetros',
  'apiReference.parameterName': 'Nome',
  'apiReference.parameterIn': 'Em',
  'apiReference.parameterWhat': 'O que é',
  'apiReference.required': 'obrigatório',
  'apiReference.body': 'Corpo da requisição (JSON)',
  'apiReference.answers': 'Respostas',
  'apiReference.fields': 'Campos',
  'apiReference.eachKey': 'cada chave:',
  'apiReference.oneOf': 'um de {values}',
  'apiReference.arrayOf': 'array de <type></type>',
  'apiReference.or': '{first} ou {second}',
} satisfies Record<ApiReferenceMessageId, string>;
