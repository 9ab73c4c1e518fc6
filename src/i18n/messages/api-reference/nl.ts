/** Nederlands: je. The OpenAPI document’s own texts stay in English. */
import type { ApiReferenceMessageId } from './en.js';

export const nl = {
  'apiReference.title': 'API-referentie',
  'apiReference.description': 'De Nametag-API: endpoints, parameters, antwoorden, limieten.',
  'apiReference.version': 'Versie {version}',
  'apiReference.base': 'Basisadres',
  'apiReference.document': 'OpenAPI-document',
  'apiReference.documentNote': '(OpenAPI 3.1, voor codegeneratoren)',
  'apiReference.tokens': 'Tokens',
  'apiReference.tokensText':
    'In de header <auth></auth>, kaal of als <bearer></bearer>; nooit als cookie. Elke site mag de API aanroepen (CORS <any></any>).',
  'apiReference.errors': 'Fouten',
  'apiReference.errorsText': '<shape></shape>; de code bepaalt de HTTP-status.',
  'apiReference.endpoints': 'Endpoints',
  'apiReference.objects': 'Objecten',
  'apiReference.parameters': 'Parameters',
  'apiReference.parameterName': 'Naam',
  'apiReference.parameterIn': 'In',
  'apiReference.parameterWhat': 'Wat het is',
  'apiReference.required': 'verplicht',
  'apiReference.body': 'Verzoekbody (JSON)',
  'apiReference.answers': 'Antwoorden',
  'apiReference.fields': 'Velden',
  'apiReference.eachKey': 'elke sleutel:',
  'apiReference.oneOf': 'een van {values}',
  'apiReference.arrayOf': 'array van <type></type>',
  'apiReference.or': '{first} of {second}',
} satisfies Record<ApiReferenceMessageId, string>;
