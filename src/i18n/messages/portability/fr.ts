/**
 * Français : tutoiement, écriture inclusive au point médian là où il s’agit de personnes, espace
 * insécable avant : ; ? ! et dans les guillemets.
 */
import type { PortabilityMessageId } from './en.js';

export const fr = {
  'portability.file': 'Le fichier n’a pas pu être importé. {problem} Rien n’a été changé.',
  'portability.account': 'Le compte n’a pas pu être importé. {problem} Rien n’a été changé.',

  'portability.owner.profile': 'Ton profil',
  'portability.owner.member': 'Membre « {name} »',
  'portability.owner.memberNumber': 'Membre {n, number}',
  'portability.owner.flagNumber': 'Drapeau {n, number}',
  'portability.place.name': '{owner}, nom {n, number}',
  'portability.place.pronouns': '{owner}, pronoms {n, number}',
  'portability.place.fieldEntry': '{owner}, champ « {field} », entrée {n, number}',
  'portability.image.profile': 'L’avatar de ton profil',
  'portability.image.member': 'L’avatar du membre « {name} »',
  'portability.image.flag': 'Drapeau « {name} »',

  'portability.note.flagNotAFlag':
    'Drapeau {n, number} : il n’a pas d’identifiant ou pas de nom, ce n’est donc pas un drapeau.',
  'portability.note.flagWithoutImage': 'Drapeau « {name} » : il n’a pas d’image.',
  'portability.note.preferenceOverLimit':
    'Ta préférence « {label} » : tu peux avoir au plus {limit, number} préférences. Les entrées qui l’utilisent passent à « OK ».',
  'portability.note.preferenceTooLong':
    'Ta préférence « {label} » : son icône ou son libellé est trop long. Les entrées qui l’utilisent passent à « OK ».',
  'portability.note.unknownPreference':
    '{place} (« {value} ») : sa préférence « {preference} » n’est pas une de celles du compte, elle passe donc à « OK ».',
  'portability.note.entryEmpty': '{place} : elle est vide.',
  'portability.note.entryTooLong': '{place} : elle dépasse {limit, plural, one {# caractère} other {# caractères}}.',
  'portability.note.entryOverLimit': '{place} : une liste contient au plus {limit, number} entrées.',
  'portability.note.shownAsTooLong':
    '{owner}, pronoms {n, number} : le texte affiché pour eux dépasse {limit, plural, one {# caractère} other {# caractères}}, les pronoms sont donc affichés tels quels.',
  'portability.note.fieldOverLimit': '{owner}, champ {n, number} : un profil contient au plus {limit, number} champs.',
  'portability.note.fieldNameTooLong': '{owner}, champ {n, number} : son nom est trop long.',
  'portability.note.linkNotWeb':
    '{owner}, lien {n, number} : « {link} » n’est pas une adresse web (http:// ou https://).',
  'portability.note.linkFixed':
    '{owner}, lien {n, number} : « {link} » n’a pas de https:// devant, il arrive donc sous la forme {fixed}.',
  'portability.note.linkOverLimit': '{owner}, lien {n, number} : un profil contient au plus {limit, number} liens.',
  'portability.note.profileFlagsOverLimit':
    '{owner} : un profil affiche au plus {limit, number} drapeaux ; les {limit, number} premiers sont gardés.',
  'portability.note.unknownTimeZone': 'Le fuseau horaire de ton profil : ce serveur ne connaît pas « {zone} ».',
  'portability.note.memberNameInvalid':
    'Membre {n, number} : « {name} » ne peut pas être un nom de membre ici. {problem}',
  'portability.note.memberNameClash':
    'Membre « {name} » : il a ici le même nom que « {earlier} » (les noms sont comparés sans tenir compte de la casse).',
  'portability.note.serviceHasNoFlags': 'Drapeaux : {host} n’en a aucun à donner.',
  'portability.note.imageNotFetched': '{image} : l’image n’a pas pu être récupérée. {problem}',
  'portability.note.imageNotAnswered': '{image} : l’image n’a pas pu être récupérée (le serveur a répondu {status}).',
  'portability.note.profileAvatarNotInArchive':
    'L’avatar de ton profil : l’image n’est pas dans le fichier (importe l’export zip pour apporter les images).',
  'portability.note.memberAvatarNotInArchive':
    'L’avatar du membre « {name} » : l’image n’est pas dans le fichier (importe l’export zip pour apporter les images).',
  'portability.note.flagNotInArchive':
    'Drapeau « {name} » : l’image n’est pas dans le fichier (importe l’export zip pour apporter les drapeaux).',
  'portability.note.languageNotShipped': 'Ta langue : {language} n’est pas une langue que parle ce serveur.',
  'portability.note.pluralKitBirthday':
    'Anniversaires ({count, plural, one {# membre} other {# membres}}) : ils ne font pas partie d’un profil Nametag.',
  'portability.note.pluralKitProxyTags':
    'Balises de proxy ({count, plural, one {# membre} other {# membres}}) : elles appartiennent à PluralKit.',
  'portability.note.pluralKitColor':
    'Couleurs ({count, plural, one {# membre} other {# membres}}) : elles ne font pas partie d’un profil Nametag.',
  'portability.note.pluralKitAvatar':
    'Avatars ({count, plural, one {# membre} other {# membres}}) : les images ne sont pas récupérées sur d’autres services ; ajoute les avatars après l’import.',
  'portability.note.pluralKitWebhookAvatar':
    'Avatars de webhook ({count, plural, one {# membre} other {# membres}}) : les images ne sont pas récupérées sur d’autres services.',
  'portability.note.pluralKitBanner':
    'Bannières ({count, plural, one {# membre} other {# membres}}) : elles ne font pas partie d’un profil Nametag.',
  'portability.note.pluralKitGroupImages':
    'Icônes et bannières de groupes ({count, number}) : les images ne sont pas récupérées depuis PluralKit ; donne plutôt un emoji à un groupe.',
  'portability.note.pluralKitSwitches': 'Switchs ({count, number}) : ce sont les données propres à PluralKit.',
  'portability.note.pluralKitSystem': 'Le profil propre du système : seuls ses membres sont importés.',
  'portability.note.imageUnusable':
    '{image} : l’image ne peut pas être utilisée ({problem}), elle est donc laissée de côté.',
  'portability.note.flagImageUnusable':
    'Drapeau « {name} » : son image ne peut pas être utilisée ({problem}), le drapeau est donc laissé de côté, y compris sur les profils qui l’affichent.',
  'portability.note.moreLikeThis': '… et {count, plural, one {# autre} other {# autres}} du même genre : {reason}.',
  'portability.imageProblem.notImage': 'le fichier n’est pas une image',
  'portability.imageProblem.format': 'ce n’est pas une image PNG, JPEG, GIF ou WebP',
  'portability.imageProblem.side': 'un côté dépasse {max, number} pixels',
  'portability.imageProblem.ratio': 'son grand côté dépasse {max, number} fois le petit',
  'portability.imageProblem.pixels': 'elle a plus de {max, number} pixels',
  'portability.imageProblem.corrupt': 'elle est tronquée ou corrompue',
  'portability.more.flagNotAFlag': 'drapeaux sans identifiant ou sans nom',
  'portability.more.flagWithoutImage': 'drapeaux sans image',
  'portability.more.preferenceOverLimit': 'préférences au-delà de la limite',
  'portability.more.preferenceTooLong': 'préférences dont l’icône ou le libellé est trop long',
  'portability.more.unknownPreference':
    'entrées dont la préférence n’est pas une de celles du compte (passées à « OK »)',
  'portability.more.entryEmpty': 'entrées vides',
  'portability.more.entryTooLong': 'entrées plus longues que la limite',
  'portability.more.entryOverLimit': 'entrées au-delà de la limite de leur liste',
  'portability.more.shownAsTooLong': 'textes affichés pour des pronoms plus longs que la limite',
  'portability.more.fieldOverLimit': 'champs au-delà de la limite',
  'portability.more.fieldNameTooLong': 'champs dont le nom est trop long',
  'portability.more.linkNotWeb': 'liens qui ne sont pas des adresses web',
  'portability.more.linkFixed': 'liens sans https:// devant (il est ajouté)',
  'portability.more.linkOverLimit': 'liens au-delà de la limite',
  'portability.more.profileFlagsOverLimit': 'profils affichant plus de drapeaux que la limite',
  'portability.more.unknownTimeZone': 'fuseaux horaires que ce serveur ne connaît pas',
  'portability.more.memberNameInvalid': 'noms qui ne peuvent pas être des noms de membre ici',
  'portability.more.memberNameClash': 'membres portant le même nom qu’un autre',
  'portability.more.serviceHasNoFlags': 'services sans drapeaux',
  'portability.more.imageNotFetched': 'images qui n’ont pas pu être récupérées',
  'portability.more.imageUnusable': 'images qui ne peuvent pas être utilisées',
  'portability.more.avatarNotInArchive': 'avatars dont l’image n’est pas dans le fichier',
  'portability.more.flagNotInArchive': 'drapeaux dont l’image n’est pas dans le fichier',
  'portability.more.languageNotShipped': 'langues que ce serveur ne parle pas',
  'portability.more.pluralKit': 'données propres à PluralKit',

  'portability.fetch.notWebAddress': 'L’adresse n’est pas une adresse web.',
  'portability.fetch.notHttps': 'Seules les adresses https sont appelées.',
  'portability.fetch.notPublic': 'Le serveur n’est pas à une adresse publique.',
  'portability.fetch.unreachable': 'Le serveur n’a pas pu être joint.',
  'portability.fetch.tooMuch': 'Le serveur a envoyé trop de données.',
  'portability.fetch.nonsense': 'La réponse du serveur n’avait pas de sens.',
  'portability.fetch.badValue':
    'La requête n’a pas pu être faite : une valeur contient des caractères que le web n’autorise pas.',
  'portability.fetch.timeout': 'Le serveur n’a pas répondu à temps.',
  'portability.fetch.tooSlow': 'Le serveur a envoyé sa réponse trop lentement.',

  'portability.service.tooLong': 'Cette adresse est trop longue.',
  'portability.service.notWebAddress': 'Ce n’est pas une adresse web.',
  'portability.service.notHttps': 'Seules les adresses https peuvent être utilisées.',
  'portability.service.notJustAddress': 'Tape seulement l’adresse du service, par exemple {example}.',
  'portability.service.port': 'Seuls les services sur le port https habituel peuvent être utilisés.',
  'portability.service.notServerName': 'Ce n’est pas le nom d’un serveur sur internet.',
  'portability.service.tooBig': 'Le compte sur ce service dépasse ce que ce serveur peut lire en une fois.',
  'portability.service.timeout': '{host} n’a pas répondu à temps.',
  'portability.service.notCompatible': '{host} ne répond pas comme un service compatible avec pronouns.cc.',
  'portability.service.tooMuch':
    '{host} a envoyé plus de {megabytes, number} Mo, plus que ce qu’un import peut contenir.',
  'portability.service.unreachable': '{host} : {problem}',
  'portability.service.tokenRefused':
    '{host} a refusé le jeton ({status}) : crées-en un nouveau là-bas et colle-le en entier.',

  'portability.import.empty': 'Le fichier est vide : choisis un fichier d’export.',
  'portability.import.notJson': 'Ce n’est pas du JSON valide.',
  'portability.import.tooLarge': 'Il contient plus que ce qu’un compte pourrait avoir à toutes ses limites.',
  'portability.import.zip': 'L’archive zip ne peut pas être lue.',
  'portability.import.notExport':
    'Ce n’est pas un export que Nametag lit : un export Nametag (ou son zip) ou un export PluralKit.',
  'portability.import.notExportShape': 'Il n’a pas la forme d’un export ({path}).',
  'portability.import.flagNotInImport': 'Un profil affiche un drapeau que l’import n’apporte pas ({path}).',
  'portability.import.changedMeanwhile': 'Ton compte a changé pendant l’import : réessaie.',
  'portability.import.noDocument': 'Il manque {file} dans l’archive.',
  'portability.import.version': 'Ce serveur lit la version {version} du format d’export de Nametag.',
  'portability.import.sameMemberTwice': 'Il contient deux membres nommés « {name} ».',

  'portability.problem.inProfile': '{owner} : {problem}',
  'portability.problem.fieldInvalid': '{field} : la valeur n’est pas valide.',

  'portability.code.memberLimit': 'Ce serveur permet au plus {limit, number} membres.',
  'portability.code.flagLimit': 'Une collection contient au plus {limit, number} drapeaux.',
  'portability.code.memberNameInUse': 'Deux membres auraient le même nom.',
  'portability.code.unavailable':
    'Quelque chose dont il a besoin est occupé ou indisponible en ce moment : réessaie dans quelques minutes.',
  'portability.code.forbidden': 'Ton compte ne peut pas faire cela pour le moment.',
  'portability.code.other': 'Quelque chose n’y est pas valide.',
} satisfies Record<PortabilityMessageId, string>;
