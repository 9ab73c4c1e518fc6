/** Español: tú. The OpenAPI document’s own texts stay in English. */
import type { ApiReferenceMessageId } from './en.js';

export const es = {
  'apiReference.title': 'Referencia de la API',
  'apiReference.description': 'La API de Nametag: endpoints, parámetros, respuestas, límites.',
  'apiReference.version': 'Versión {version}',
  'apiReference.base': 'Dirección base',
  'apiReference.document': 'Documento OpenAPI',
  'apiReference.documentNote': '(OpenAPI 3.1, para generadores de código)',
  'apiReference.tokens': 'Tokens',
  'apiReference.tokensText':
    'En la cabecera <auth></auth>, solo o como <bearer></bearer>; nunca como cookie. Cualquier sitio puede llamar a la API (CORS <any></any>).',
  'apiReference.errors': 'Errores',
  'apiReference.errorsText': '<shape></shape>; el código decide el estado HTTP.',
  'apiReference.endpoints': 'Endpoints',
  'apiReference.objects': 'Objetos',
  'apiReference.parameters': 'Parámetros',
  'apiReference.parameterName': 'Nombre',
  'apiReference.parameterIn': 'En',
  'apiReference.parameterWhat': 'Qué es',
  'apiReference.required': 'obligatorio',
  'apiReference.body': 'Cuerpo de la petición (JSON)',
  'apiReference.answers': 'Respuestas',
  'apiReference.fields': 'Campos',
  'apiReference.eachKey': 'cada clave:',
  'apiReference.oneOf': 'uno de {values}',
  'apiReference.arrayOf': 'array de <type></type>',
  'apiReference.or': '{first} o {second}',
} satisfies Record<ApiReferenceMessageId, string>;
