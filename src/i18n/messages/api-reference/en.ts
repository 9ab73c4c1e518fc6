/**
 * English, the source of the API reference page's own words: its headings and labels. The OpenAPI
 * document's summaries, descriptions, types and parameter places are the API's English and stay.
 */
export const en = {
  'apiReference.title': 'API reference',
  'apiReference.description': 'The Nametag API: endpoints, parameters, answers, limits.',
  'apiReference.version': 'Version {version}',
  'apiReference.base': 'Base address',
  'apiReference.document': 'OpenAPI document',
  'apiReference.documentNote': '(OpenAPI 3.1, for code generators)',
  'apiReference.tokens': 'Tokens',
  'apiReference.tokensText':
    'In the <auth></auth> header, bare or as <bearer></bearer>; never as a cookie. Any site may call the API (CORS <any></any>).',
  'apiReference.errors': 'Errors',
  'apiReference.errorsText': '<shape></shape>; the code decides the HTTP status.',
  'apiReference.endpoints': 'Endpoints',
  'apiReference.objects': 'Objects',
  'apiReference.parameters': 'Parameters',
  'apiReference.parameterName': 'Name',
  'apiReference.parameterIn': 'In',
  'apiReference.parameterWhat': 'What it is',
  'apiReference.required': 'required',
  'apiReference.body': 'Request body (JSON)',
  'apiReference.answers': 'Answers',
  'apiReference.fields': 'Fields',
  'apiReference.eachKey': 'each key:',
  'apiReference.oneOf': 'one of {values}',
  'apiReference.arrayOf': 'array of <type></type>',
  'apiReference.or': '{first} or {second}',
} as const;

export type ApiReferenceMessageId = keyof typeof en;
