/** Español: tuteo; los miembros de un sistema son «integrantes», las banderas van a tu «colección». */
import type { PortabilityMessageId } from './en.js';

export const es = {
  'portability.file': 'No se pudo importar el archivo. {problem} No se cambió nada.',
  'portability.account': 'No se pudo importar la cuenta. {problem} No se cambió nada.',

  'portability.owner.profile': 'Tu perfil',
  'portability.owner.member': 'Integrante «{name}»',
  'portability.owner.memberNumber': 'Integrante {n, number}',
  'portability.owner.flagNumber': 'Bandera {n, number}',
  'portability.place.name': '{owner}, nombre {n, number}',
  'portability.place.pronouns': '{owner}, pronombres {n, number}',
  'portability.place.fieldEntry': '{owner}, campo «{field}», entrada {n, number}',
  'portability.image.profile': 'El avatar de tu perfil',
  'portability.image.member': 'El avatar de «{name}»',
  'portability.image.flag': 'Bandera «{name}»',

  'portability.note.flagNotAFlag': 'Bandera {n, number}: no tiene ID o nombre, así que no es una bandera.',
  'portability.note.flagWithoutImage': 'Bandera «{name}»: no tiene imagen.',
  'portability.note.preferenceOverLimit':
    'Tu preferencia «{label}»: puedes tener como máximo {limit, number} preferencias. Las entradas que la usan pasan a «Bien».',
  'portability.note.preferenceTooLong':
    'Tu preferencia «{label}»: su icono o su etiqueta es demasiado largo. Las entradas que la usan pasan a «Bien».',
  'portability.note.unknownPreference':
    '{place} («{value}»): su preferencia «{preference}» no es de la cuenta, así que pasa a «Bien».',
  'portability.note.entryEmpty': '{place}: está vacía.',
  'portability.note.entryTooLong': '{place}: tiene más de {limit, plural, one {# carácter} other {# caracteres}}.',
  'portability.note.entryOverLimit': '{place}: una lista admite como máximo {limit, number} entradas.',
  'portability.note.shownAsTooLong':
    '{owner}, pronombres {n, number}: el texto que se muestra tiene más de {limit, plural, one {# carácter} other {# caracteres}}, así que los pronombres se muestran tal cual.',
  'portability.note.fieldOverLimit': '{owner}, campo {n, number}: un perfil admite como máximo {limit, number} campos.',
  'portability.note.fieldNameTooLong': '{owner}, campo {n, number}: su nombre es demasiado largo.',
  'portability.note.linkNotWeb': '{owner}, enlace {n, number}: «{link}» no es una dirección web (http:// o https://).',
  'portability.note.linkFixed':
    '{owner}, enlace {n, number}: a «{link}» le falta https:// delante, así que llega como {fixed}.',
  'portability.note.linkOverLimit':
    '{owner}, enlace {n, number}: un perfil admite como máximo {limit, number} enlaces.',
  'portability.note.profileFlagsOverLimit':
    '{owner}: un perfil muestra como máximo {limit, number} banderas; se conservan las primeras {limit, number}.',
  'portability.note.unknownTimeZone': 'La zona horaria de tu perfil: este servidor no conoce «{zone}».',
  'portability.note.memberNameInvalid': 'Integrante {n, number}: «{name}» no puede ser un nombre aquí. {problem}',
  'portability.note.memberNameClash':
    'Integrante «{name}»: aquí tiene el mismo nombre que «{earlier}» (no se distinguen mayúsculas y minúsculas).',
  'portability.note.serviceHasNoFlags': 'Banderas: {host} no tiene ninguna para dar.',
  'portability.note.imageNotFetched': '{image}: no se pudo descargar la imagen. {problem}',
  'portability.note.imageNotAnswered': '{image}: no se pudo descargar la imagen (el servidor respondió {status}).',
  'portability.note.profileAvatarNotInArchive':
    'El avatar de tu perfil: la imagen no está en el archivo (importa la exportación zip para traer imágenes).',
  'portability.note.memberAvatarNotInArchive':
    'El avatar de «{name}»: la imagen no está en el archivo (importa la exportación zip para traer imágenes).',
  'portability.note.flagNotInArchive':
    'Bandera «{name}»: la imagen no está en el archivo (importa la exportación zip para traer banderas).',
  'portability.note.languageNotShipped': 'Tu idioma: {language} no es un idioma que hable este servidor.',
  'portability.note.pluralKitBirthday':
    'Cumpleaños ({count, plural, one {# integrante} other {# integrantes}}): no forman parte de un perfil de Nametag.',
  'portability.note.pluralKitProxyTags':
    'Etiquetas de proxy ({count, plural, one {# integrante} other {# integrantes}}): son de PluralKit.',
  'portability.note.pluralKitColor':
    'Colores ({count, plural, one {# integrante} other {# integrantes}}): no forman parte de un perfil de Nametag.',
  'portability.note.pluralKitAvatar':
    'Avatares ({count, plural, one {# integrante} other {# integrantes}}): no se descargan imágenes de otros servicios; añade los avatares después de importar.',
  'portability.note.pluralKitWebhookAvatar':
    'Avatares de webhook ({count, plural, one {# integrante} other {# integrantes}}): no se descargan imágenes de otros servicios.',
  'portability.note.pluralKitBanner':
    'Banners ({count, plural, one {# integrante} other {# integrantes}}): no forman parte de un perfil de Nametag.',
  'portability.note.pluralKitGroupImages':
    'Iconos y banners de grupos ({count, number}): las imágenes no se descargan de PluralKit; dale a un grupo un emoji en su lugar.',
  'portability.note.pluralKitSwitches': 'Cambios de frente ({count, number}): son datos propios de PluralKit.',
  'portability.note.pluralKitSystem': 'El perfil propio del sistema: solo se importan sus integrantes.',
  'portability.note.imageUnusable': '{image}: la imagen no se puede usar ({problem}), así que se deja fuera.',
  'portability.note.flagImageUnusable':
    'Bandera «{name}»: su imagen no se puede usar ({problem}), así que la bandera se deja fuera, también en los perfiles que la muestran.',
  'portability.note.moreLikeThis': '… y {count, plural, one {# más} other {# más}} de este tipo: {reason}.',
  'portability.imageProblem.notImage': 'el archivo no es una imagen',
  'portability.imageProblem.format': 'no es una imagen PNG, JPEG, GIF ni WebP',
  'portability.imageProblem.side': 'un lado mide más de {max, number} píxeles',
  'portability.imageProblem.ratio': 'su lado largo mide más de {max, number} veces el corto',
  'portability.imageProblem.pixels': 'tiene más de {max, number} píxeles',
  'portability.imageProblem.corrupt': 'está cortada o dañada',
  'portability.more.flagNotAFlag': 'banderas sin ID o sin nombre',
  'portability.more.flagWithoutImage': 'banderas sin imagen',
  'portability.more.preferenceOverLimit': 'preferencias por encima del límite',
  'portability.more.preferenceTooLong': 'preferencias con el icono o la etiqueta demasiado largos',
  'portability.more.unknownPreference': 'entradas cuya preferencia no es de la cuenta (pasan a «Bien»)',
  'portability.more.entryEmpty': 'entradas vacías',
  'portability.more.entryTooLong': 'entradas más largas que el límite',
  'portability.more.entryOverLimit': 'entradas por encima del límite de su lista',
  'portability.more.shownAsTooLong': 'textos mostrados de pronombres más largos que el límite',
  'portability.more.fieldOverLimit': 'campos por encima del límite',
  'portability.more.fieldNameTooLong': 'campos con el nombre demasiado largo',
  'portability.more.linkNotWeb': 'enlaces que no son direcciones web',
  'portability.more.linkFixed': 'enlaces sin https:// delante (se añade)',
  'portability.more.linkOverLimit': 'enlaces por encima del límite',
  'portability.more.profileFlagsOverLimit': 'perfiles que muestran más banderas que el límite',
  'portability.more.unknownTimeZone': 'zonas horarias que este servidor no conoce',
  'portability.more.memberNameInvalid': 'nombres que aquí no pueden ser nombres de integrantes',
  'portability.more.memberNameClash': 'integrantes con el mismo nombre que otro',
  'portability.more.serviceHasNoFlags': 'servicios sin banderas',
  'portability.more.imageNotFetched': 'imágenes que no se pudieron descargar',
  'portability.more.imageUnusable': 'imágenes que no se pueden usar',
  'portability.more.avatarNotInArchive': 'avatares cuya imagen no está en el archivo',
  'portability.more.flagNotInArchive': 'banderas cuya imagen no está en el archivo',
  'portability.more.languageNotShipped': 'idiomas que este servidor no habla',
  'portability.more.pluralKit': 'datos propios de PluralKit',

  'portability.fetch.notWebAddress': 'La dirección no es una dirección web.',
  'portability.fetch.notHttps': 'Solo se llama a direcciones https.',
  'portability.fetch.notPublic': 'El servidor no está en una dirección pública.',
  'portability.fetch.unreachable': 'No se pudo contactar con el servidor.',
  'portability.fetch.tooMuch': 'El servidor envió demasiado.',
  'portability.fetch.nonsense': 'La respuesta del servidor no tenía sentido.',
  'portability.fetch.badValue': 'No se pudo hacer la solicitud: un valor tiene caracteres que la web no permite.',
  'portability.fetch.timeout': 'El servidor no respondió a tiempo.',
  'portability.fetch.tooSlow': 'El servidor envió su respuesta demasiado despacio.',

  'portability.service.tooLong': 'Esa dirección es demasiado larga.',
  'portability.service.notWebAddress': 'Eso no es una dirección web.',
  'portability.service.notHttps': 'Solo se pueden usar direcciones https.',
  'portability.service.notJustAddress': 'Escribe solo la dirección del servicio, por ejemplo {example}.',
  'portability.service.port': 'Solo se pueden usar servicios en el puerto https habitual.',
  'portability.service.notServerName': 'Eso no es el nombre de un servidor en internet.',
  'portability.service.tooBig': 'La cuenta en ese servicio es más de lo que este servidor puede leer de una vez.',
  'portability.service.timeout': '{host} no respondió a tiempo.',
  'portability.service.notCompatible': '{host} no responde como un servicio compatible con pronouns.cc.',
  'portability.service.tooMuch':
    '{host} envió más de {megabytes, number} MB, más de lo que puede contener una importación.',
  'portability.service.unreachable': '{host}: {problem}',
  'portability.service.tokenRefused': '{host} rechazó el token ({status}): crea uno nuevo allí y pégalo completo.',

  'portability.import.empty': 'El archivo está vacío: elige un archivo de exportación.',
  'portability.import.notJson': 'No es JSON válido.',
  'portability.import.tooLarge': 'Contiene más de lo que podría tener una cuenta en todos sus límites.',
  'portability.import.zip': 'No se puede leer el archivo zip.',
  'portability.import.notExport':
    'No es una exportación que Nametag lea: una exportación de Nametag (o su zip) o de PluralKit.',
  'portability.import.notExportShape': 'No tiene la forma de una exportación ({path}).',
  'portability.import.flagNotInImport': 'Un perfil muestra una bandera que la importación no trae ({path}).',
  'portability.import.changedMeanwhile': 'Tu cuenta cambió durante la importación: inténtalo de nuevo.',
  'portability.import.noDocument': 'Al archivo zip le falta {file}.',
  'portability.import.version': 'Este servidor lee la versión {version} del formato de exportación de Nametag.',
  'portability.import.sameMemberTwice': 'Tiene dos integrantes con el nombre «{name}».',

  'portability.problem.inProfile': '{owner}: {problem}',
  'portability.problem.fieldInvalid': '{field}: el valor no es válido.',

  'portability.code.memberLimit': 'Este servidor permite como máximo {limit, number} integrantes.',
  'portability.code.flagLimit': 'Una colección admite como máximo {limit, number} banderas.',
  'portability.code.memberNameInUse': 'Dos integrantes tendrían el mismo nombre.',
  'portability.code.unavailable':
    'Algo que hace falta está ocupado o no disponible ahora mismo: inténtalo de nuevo en unos minutos.',
  'portability.code.forbidden': 'Tu cuenta no puede hacer esto ahora.',
  'portability.code.other': 'Algo en él no es válido.',
} satisfies Record<PortabilityMessageId, string>;
