/** Polski: forma „ty”. The OpenAPI document’s own texts stay in English. */
import type { ApiReferenceMessageId } from './en.js';

export const pl = {
  'apiReference.title': 'Dokumentacja API',
  'apiReference.description': 'API Nametag: endpointy, parametry, odpowiedzi, limity.',
  'apiReference.version': 'Wersja {version}',
  'apiReference.base': 'Adres bazowy',
  'apiReference.document': 'Dokument OpenAPI',
  'apiReference.documentNote': '(OpenAPI 3.1, dla generatorów kodu)',
  'apiReference.tokens': 'Tokeny',
  'apiReference.tokensText':
    'W nagłówku <auth></auth>, sam lub jako <bearer></bearer>; nigdy jako ciasteczko. Każda strona może wywoływać API (CORS <any></any>).',
  'apiReference.errors': 'Błędy',
  'apiReference.errorsText': '<shape></shape>; kod decyduje o statusie HTTP.',
  'apiReference.endpoints': 'Endpointy',
  'apiReference.objects': 'Obiekty',
  'apiReference.parameters': 'Parametry',
  'apiReference.parameterName': 'Nazwa',
  'apiReference.parameterIn': 'Gdzie',
  'apiReference.parameterWhat': 'Co to jest',
  'apiReference.required': 'wymagany',
  'apiReference.body': 'Treść żądania (JSON)',
  'apiReference.answers': 'Odpowiedzi',
  'apiReference.fields': 'Pola',
  'apiReference.eachKey': 'każdy klucz:',
  'apiReference.oneOf': 'jedno z: {values}',
  'apiReference.arrayOf': 'tablica <type></type>',
  'apiReference.or': '{first} lub {second}',
} satisfies Record<ApiReferenceMessageId, string>;
