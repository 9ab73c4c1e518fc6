/** Français : tutoiement, espace insécable avant « : ; ? ! ». The OpenAPI document’s own texts stay in English. */
import type { ApiReferenceMessageId } from './en.js';

export const fr = {
  'apiReference.title': 'Référence de l’API',
  'apiReference.description': 'L’API de Nametag : points d’accès, paramètres, réponses, limites.',
  'apiReference.version': 'Version {version}',
  'apiReference.base': 'Adresse de base',
  'apiReference.document': 'Document OpenAPI',
  'apiReference.documentNote': '(OpenAPI 3.1, pour les générateurs de code)',
  'apiReference.tokens': 'Jetons',
  'apiReference.tokensText':
    'Dans l’en-tête <auth></auth>, seul ou sous la forme <bearer></bearer> ; jamais en cookie. Tout site peut appeler l’API (CORS <any></any>).',
  'apiReference.errors': 'Erreurs',
  'apiReference.errorsText': '<shape></shape> ; le code détermine le statut HTTP.',
  'apiReference.endpoints': 'Points d’accès',
  'apiReference.objects': 'Objets',
  'apiReference.parameters': 'Paramètres',
  'apiReference.parameterName': 'Nom',
  'apiReference.parameterIn': 'Où',
  'apiReference.parameterWhat': 'Ce que c’est',
  'apiReference.required': 'obligatoire',
  'apiReference.body': 'Corps de la requête (JSON)',
  'apiReference.answers': 'Réponses',
  'apiReference.fields': 'Champs',
  'apiReference.eachKey': 'chaque clé :',
  'apiReference.oneOf': 'l’une des valeurs {values}',
  'apiReference.arrayOf': 'tableau de <type></type>',
  'apiReference.or': '{first} ou {second}',
} satisfies Record<ApiReferenceMessageId, string>;
