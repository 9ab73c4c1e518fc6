/** Deutsch: du-Form. The OpenAPI document’s own texts stay in English. */
import type { ApiReferenceMessageId } from './en.js';

export const de = {
  'apiReference.title': 'API-Referenz',
  'apiReference.description': 'Die Nametag-API: Endpunkte, Parameter, Antworten, Limits.',
  'apiReference.version': 'Version {version}',
  'apiReference.base': 'Basisadresse',
  'apiReference.document': 'OpenAPI-Dokument',
  'apiReference.documentNote': '(OpenAPI 3.1, für Codegeneratoren)',
  'apiReference.tokens': 'Tokens',
  'apiReference.tokensText':
    'Im Header <auth></auth>, pur oder als <bearer></bearer>; nie als Cookie. Jede Website darf die API aufrufen (CORS <any></any>).',
  'apiReference.errors': 'Fehler',
  'apiReference.errorsText': '<shape></shape>; der Code bestimmt den HTTP-Status.',
  'apiReference.endpoints': 'Endpunkte',
  'apiReference.objects': 'Objekte',
  'apiReference.parameters': 'Parameter',
  'apiReference.parameterName': 'Name',
  'apiReference.parameterIn': 'Ort',
  'apiReference.parameterWhat': 'Was es ist',
  'apiReference.required': 'Pflicht',
  'apiReference.body': 'Anfragekörper (JSON)',
  'apiReference.answers': 'Antworten',
  'apiReference.fields': 'Felder',
  'apiReference.eachKey': 'jeder Schlüssel:',
  'apiReference.oneOf': 'eines von {values}',
  'apiReference.arrayOf': 'Array aus <type></type>',
  'apiReference.or': '{first} oder {second}',
} satisfies Record<ApiReferenceMessageId, string>;
