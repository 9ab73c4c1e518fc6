/** Español: tuteo, y formas que no marcan género (amistades, personas) donde se habla de gente. */
import type { SettingsMessageId } from './en.js';

export const es = {
  'settings.title': 'Ajustes',
  'settings.username.heading': 'Nombre de cuenta',
  'settings.username.submit': 'Cambiar el nombre de cuenta',
  'settings.password.heading': 'Contraseña',
  'settings.password.current': 'Contraseña actual',
  'settings.password.none':
    'Tu cuenta aún no tiene contraseña: pon una para iniciar sesión también con tu nombre de cuenta.',
  'settings.password.change': 'Cambiar la contraseña',
  'settings.password.set': 'Poner contraseña',
  'settings.currentPassword': 'Tu contraseña actual',

  'settings.email.heading': 'Correo electrónico',
  'settings.email.current':
    'Tu dirección es {address}: puedes iniciar sesión con ella y recibir ahí un enlace si olvidas tu contraseña. Nadie más la ve.',
  'settings.email.none':
    'Aún no hay dirección. Con una, puedes iniciar sesión con ella y recibir ahí un enlace si olvidas tu contraseña. Nadie más la ve.',
  'settings.email.pending':
    'Se envió un enlace de confirmación a {address}: ábrelo antes de un día para usar esa dirección.',
  'settings.email.new': 'Una dirección nueva',
  'settings.email.yours': 'Tu dirección',
  'settings.email.password.hint':
    'La dirección permite restablecer tu contraseña, así que para cambiarla se pide la que tienes.',
  'settings.email.submit': 'Envíame un enlace de confirmación',
  'settings.email.remove': 'Quitar la dirección',

  'settings.recovery.heading': 'Códigos de recuperación',
  'settings.recovery.new':
    '<strong>Tus nuevos códigos de recuperación</strong>: guárdalos, imprímelos o anótalos ahora, porque solo se muestran una vez. Cada uno sirve una vez; los códigos anteriores ya no sirven.',
  'settings.recovery.label': 'Tus códigos de recuperación',
  'settings.recovery.copy': 'Copiar los códigos',
  'settings.recovery.copied': 'Códigos copiados.',
  'settings.recovery.copyFailed': 'Selecciona el texto y cópialo.',
  'settings.recovery.none':
    'No tienes códigos de recuperación. Créalos ahora: si olvidas tu contraseña o pierdes la cuenta con la que inicias sesión, un código te permite volver a entrar.',
  'settings.recovery.left':
    'Tienes {count, plural, one {# código de recuperación sin usar} other {# códigos de recuperación sin usar}}, creados el {date}.',
  'settings.recovery.replace': 'Los códigos nuevos reemplazan a estos: los anteriores dejan de servir.',
  'settings.recovery.password.hint':
    'Un código puede poner una contraseña nueva, así que para crear códigos se pide la que tienes.',
  'settings.recovery.make': 'Crear códigos de recuperación',
  'settings.recovery.makeNew': 'Crear códigos de recuperación nuevos',

  'settings.links.heading': 'Cuentas vinculadas',
  'settings.links.hint': 'Inicia sesión con ellas en lugar de con una contraseña. Nadie más las ve.',
  'settings.links.hintNoPassword':
    'Inicia sesión con ellas en lugar de con una contraseña. Nadie más las ve. Tu cuenta no tiene contraseña: conserva al menos una cuenta vinculada o pon una contraseña.',
  'settings.links.linked': '{provider}: <strong>{account}</strong>',
  'settings.links.unlink': 'Desvincular',
  'settings.links.unlinkLabel': 'Desvincular {provider}',
  'settings.links.link': 'Vincular {provider}',
  'settings.links.lookupsOff':
    'Las apps que buscan pronombres por una cuenta de {provider} (la búsqueda de PronounDB, que usan extensiones del navegador y bots) no te encuentran por esta.',
  'settings.links.lookupsOn':
    'Las apps que buscan pronombres por una cuenta de {provider} encuentran por esta los pronombres que muestra tu perfil público. No conocen tu nombre de usuario aquí.',
  'settings.links.lookupsStart': 'Dejar que las apps encuentren mis pronombres',
  'settings.links.lookupsStartLabel': 'Dejar que las apps encuentren mis pronombres por mi cuenta de {provider}',
  'settings.links.lookupsStop': 'Dejar de hacerlo',
  'settings.links.lookupsStopLabel': 'Que las apps dejen de encontrar mis pronombres por mi cuenta de {provider}',

  'settings.sessions.heading': 'Dónde tienes la sesión iniciada',
  'settings.sessions.caption': 'Tus sesiones',
  'settings.sessions.browser': 'Navegador',
  'settings.sessions.started': 'Inicio de sesión',
  'settings.sessions.ends': 'Termina',
  'settings.sessions.action': 'Acción',
  'settings.sessions.client': '{browser} en {system}',
  'settings.sessions.unknownClient': 'Un navegador que no dijo cuál es',
  'settings.sessions.thisBrowser': 'este navegador',
  'settings.sessions.never': 'nunca',
  'settings.sessions.logOut': 'Cerrar sesión',
  'settings.sessions.logOutLabel': 'Cerrar sesión de {client}, iniciada el {date}',
  'settings.sessions.logOutUnknownLabel': 'Cerrar sesión del navegador, iniciada el {date}',
  'settings.sessions.endAll.hint': 'Termina todas las sesiones, también esta. Los tokens de la API siguen funcionando.',
  'settings.sessions.endAll': 'Cerrar sesión en todas partes',

  'settings.data.heading': 'Tus datos',
  'settings.data.lead':
    'Descarga todo, trae una exportación de Nametag o PluralKit, o múdate desde pronouns.cc: <link>exportar e importar</link>.',

  'settings.tokens.heading': 'Tokens de la API',
  'settings.tokens.new': 'Tu token nuevo: cópialo ahora, solo se muestra una vez.',
  'settings.tokens.name': 'Nombre (opcional)',
  'settings.tokens.readOnly': 'Solo lectura',
  'settings.tokens.expires': 'Caduca',
  'settings.tokens.expires.never': 'Nunca',
  'settings.tokens.expires.day': 'En un día',
  'settings.tokens.expires.month': 'En 30 días',
  'settings.tokens.expires.year': 'En un año',
  'settings.tokens.create': 'Crear token',
  'settings.tokens.none': 'Aún no hay tokens de la API.',
  'settings.tokens.caption': 'Tus tokens',
  'settings.tokens.column.name': 'Nombre',
  'settings.tokens.column.access': 'Acceso',
  'settings.tokens.column.created': 'Creado',
  'settings.tokens.column.expires': 'Caduca',
  'settings.tokens.column.actions': 'Acciones',
  'settings.tokens.thisBrowser': 'Este navegador',
  'settings.tokens.session': 'Sesión',
  'settings.tokens.access.readOnly': 'solo lectura',
  'settings.tokens.access.readWrite': 'lectura y escritura',
  'settings.tokens.never': 'nunca',
  'settings.tokens.thisSession': 'esta sesión',
  'settings.tokens.revoke': 'Revocar',
  'settings.tokens.revokeLabel': 'Revocar el token {name}',

  'settings.invites.heading': 'Invitaciones',
  'settings.invites.new': 'Tu nuevo código de invitación: cópialo ahora, solo se muestra una vez.',
  'settings.invites.create': 'Crear una invitación',
  'settings.invites.used': 'Creada el {date}, usada',
  'settings.invites.unused': 'Creada el {date}, aún sin usar',

  'settings.delete.heading': 'Eliminar tu cuenta',
  'settings.delete.lead':
    'Tu página y todos tus perfiles de integrante desaparecen al instante, y tus tokens de API y sincronizaciones terminan. Hasta el {until}, al iniciar sesión podrás recuperarlo todo; después se borrará definitivamente.',
  'settings.delete.exportFirst':
    'Antes de irte, <link>descarga tus datos</link>: puedes volver a importarlos aquí o llevarlos a otro sitio.',
  'settings.delete.confirm': 'Escribe tu nombre de cuenta para confirmar',
  'settings.delete.submit': 'Eliminar mi cuenta',

  'settings.delete.question': 'Puedes recuperarla iniciando sesión en los próximos 30 días. ¿Continuar?',
  'settings.notice.linked': 'Cuenta de {provider} vinculada.',
  'settings.notice.recoveredByCode':
    'Tu contraseña nueva está puesta y se cerró la sesión en todos los demás navegadores. El código que usaste ya no sirve.',
  'settings.notice.recoveredByLink':
    'Tu contraseña nueva está puesta y se cerró la sesión en todos los demás navegadores.',
  'settings.notice.restored':
    'Te damos la bienvenida de nuevo: tu cuenta está recuperada. Tus tokens de API y sincronizaciones terminaron al eliminarla; vuelve a configurarlos aquí.',
  'settings.notice.codesMade': 'Códigos de recuperación creados: están más abajo.',
  'settings.notice.emailSent':
    'Hay un enlace de confirmación en camino a {address}: ábrelo antes de un día para usar la dirección.',
  'settings.notice.emailRemoved': 'Se quitó la dirección.',
  'settings.notice.unlinked': 'Cuenta desvinculada.',
  'settings.notice.lookupsOn': 'Ahora las apps encuentran tus pronombres por tu cuenta de {provider}.',
  'settings.notice.lookupsOff': 'Las apps ya no encuentran tus pronombres por tu cuenta de {provider}.',
  'settings.notice.usernameChanged': 'Nombre de cuenta cambiado.',
  'settings.notice.passwordChanged': 'Contraseña cambiada.',
  'settings.notice.tokenCreated': 'Token creado.',
  'settings.notice.tokenRevoked': 'Token revocado.',
  'settings.notice.sessionEnded': 'Se cerró la sesión en ese navegador.',
  'settings.notice.inviteCreated': 'Invitación creada.',

  'settings.problem.currentPassword': 'La contraseña actual no es correcta: la contraseña no se cambió.',
  'settings.problem.recoveryPassword': 'Esa no es tu contraseña actual: no se crearon códigos.',
  'settings.problem.emailPassword': 'Esa no es tu contraseña actual: no se envió nada.',
  'settings.problem.emailInvalid': 'Eso no es una dirección de correo: revísala y vuelve a intentarlo.',
  'settings.problem.emailInUse': 'Esa dirección pertenece a otra cuenta de aquí: revísala y vuelve a intentarlo.',
  'settings.problem.emailTooMany':
    'Demasiados correos de confirmación en la última hora: espera una hora y vuelve a pedirlo',
  'settings.problem.lastLogin':
    'Es la única forma en que puedes iniciar sesión: pon una contraseña o vincula otra cuenta antes de desvincular esta',
  'settings.problem.notLinked': 'No hay ninguna cuenta de {provider} vinculada a la tuya',
  'settings.problem.sessionGone': 'Esa sesión ya terminó.',
  'settings.problem.inviteLimit':
    'Límite de invitaciones alcanzado: puedes crear como máximo {limit, plural, one {# invitación} other {# invitaciones}}',
  'settings.problem.deleteConfirm': 'Escribe tu nombre de cuenta exactamente para eliminar tu cuenta.',

  'data.title': 'Tus datos',
  'data.back': 'Volver a Ajustes',
  'data.export.heading': 'Descargar todo',
  'data.export.lead':
    'Tu perfil, tu colección de banderas y todos tus perfiles de integrantes (también los no listados), tal como Nametag los exporta: se pueden importar aquí o en otro servidor de Nametag.',
  'data.export.zip': 'Descargar (zip, con imágenes)',
  'data.export.json': 'Descargar (solo JSON)',
  'data.import.heading': 'Importar',
  'data.import.hint':
    'Una exportación de Nametag (zip o JSON) o de PluralKit (<code>{command}</code>), de hasta {limit, number} MB. Todo o nada: los perfiles de integrantes se emparejan por nombre (se actualizan) o se crean, las banderas se suman a tu colección y tu perfil se reemplaza por el del archivo. Mira primero la vista previa para ver qué cambiará.',
  'data.import.file': 'Archivo de exportación',
  'data.preview': 'Vista previa',
  'data.importNow': 'Importar sin vista previa',
  'data.preview.heading': 'Lo que hará la importación',
  'data.preview.confirm': 'Importar',
  'data.preview.cancel': 'Cancelar',
  'data.service.heading': 'Mudarte desde pronouns.cc',
  'data.service.lead':
    'Trae tu perfil, tus perfiles de integrantes (también los no listados), tus propias preferencias, banderas e imágenes desde pronouns.cc, otro Nametag o cualquier servicio que hable la misma API. Crea allí un token de la API (en pronouns.cc: Settings y luego API tokens) y pégalo aquí: solo se usa para esta importación y nunca se guarda. Mira primero la vista previa para ver qué cambiará y qué no puede venir.',
  'data.service.url': 'La dirección del servicio',
  'data.service.url.hint': 'Déjala vacía para {address}.',
  'data.service.token': 'Token de la API creado allí',

  'data.report.nametag': 'Una exportación de Nametag.',
  'data.report.pluralkit': 'Una exportación de PluralKit.',
  'data.report.service': 'Una cuenta leída de pronouns.cc o de un servicio parecido.',
  'data.report.profileWasReplacedByFile':
    'Tu perfil se reemplazó por el del archivo (tu nombre de cuenta se mantiene).',
  'data.report.profileWillBeReplacedByFile':
    'Tu perfil se reemplazará por el del archivo (tu nombre de cuenta se mantiene).',
  'data.report.profileWasReplacedByImport':
    'Tu perfil se reemplazó por el importado (tu nombre de cuenta se mantiene).',
  'data.report.profileWillBeReplacedByImport':
    'Tu perfil se reemplazará por el importado (tu nombre de cuenta se mantiene).',
  'data.report.profileStays': 'Tu perfil se queda como está.',
  'data.report.membersCreated': 'Perfiles de integrantes creados',
  'data.report.membersToCreate': 'Perfiles de integrantes por crear',
  'data.report.membersUpdated': 'Perfiles de integrantes actualizados',
  'data.report.membersToUpdate': 'Perfiles de integrantes por actualizar (emparejados por nombre)',
  'data.report.groupsCreated': 'Grupos creados',
  'data.report.groupsToCreate': 'Grupos por crear',
  'data.report.groupsUpdated': 'Grupos actualizados',
  'data.report.groupsToUpdate': 'Grupos por actualizar (emparejados por nombre)',
  'data.report.flagsAdded': 'Banderas añadidas a tu colección',
  'data.report.flagsToAdd': 'Banderas por añadir a tu colección',
  'data.report.flagsHad': 'Banderas que ya tenías',
  'data.report.flagsHave': 'Banderas que ya tienes',
  'data.report.audiencesMade': 'Audiencias creadas para lo que el archivo muestra solo a algunas personas',
  'data.report.audiencesToMake': 'Audiencias por crear para lo que el archivo muestra solo a algunas personas',
  'data.report.audiencesHad': 'Tus audiencias en las que se convirtieron las del archivo con el mismo nombre',
  'data.report.audiencesHave': 'Tus audiencias en las que se convertirán las del archivo con el mismo nombre',
  'data.report.line': '{label} ({count, number}): {names}',
  'data.report.more': '{names} y {count, number} más',
  'data.imported.heading': 'Importado',
  'data.welcome':
    'Tu cuenta está lista. <move>Trae tu perfil desde pronouns.cc</move> aquí abajo, o <editor>empieza con un perfil vacío</editor>.',
  'data.report.corrected': 'Se corrigió al importar:',
  'data.report.willBeCorrected': 'Se corregirá al importar:',
  'data.sides.caption.preview': 'Tu perfil ahora y después de la importación',
  'data.sides.caption.done': 'Tu perfil antes de la importación y ahora',
  'data.sides.part': 'Parte de tu perfil',
  'data.sides.now': 'Ahora',
  'data.sides.after': 'Después de la importación',
  'data.sides.before': 'Antes',
  'data.sides.displayName': 'Nombre visible',
  'data.sides.names': 'Nombres',
  'data.sides.pronouns': 'Pronombres',
  'data.sides.fields': 'Campos',
  'data.sides.links': 'Enlaces',
  'data.sides.avatar': 'Avatar',
  'data.sides.members': 'Perfiles de integrantes',
  'data.sides.none': 'ninguno',
  'data.sides.yes': 'Sí',
  'data.sides.no': 'No',
  'data.sides.willBeReplaced': 'Se reemplazará',
  'data.sides.stays': 'Se queda como está',
  'data.sides.replaced': 'Reemplazado',
  'data.sides.unchanged': 'Sin cambios',
  'data.sides.membersComing':
    '{created, number} por crear, {updated, number} por actualizar (emparejados por nombre); los demás se quedan',
  'data.sides.membersCame':
    '{created, number} creados, {updated, number} actualizados (emparejados por nombre); los demás sin cambios',
  'data.report.leftOut': 'Se dejó fuera:',
  'data.report.willBeLeftOut': 'Se dejará fuera:',

  'data.problem.tokenPasted':
    'Ese token tiene espacios, saltos de línea o caracteres invisibles, o es demasiado largo: vuelve a copiarlo entero.',
  'data.problem.urlTooLong': 'Esa dirección es demasiado larga.',
  'data.problem.expired':
    'La vista previa caducó (se guarda diez minutos): vuelve a elegir el archivo o vuelve a leer la cuenta del servicio.',
  'data.problem.tooLarge': 'El archivo ocupa más de {limit, number} MB: no se cambió nada.',
  'data.problem.tooLargeChosen': 'El archivo ocupa más de {limit, number} MB: elige uno más pequeño.',
  'data.problem.noFile': 'Primero elige un archivo de exportación.',
  'data.problem.noToken': 'Primero pega un token de la API creado en ese servicio.',

  'providers.start.toServer':
    'Te enviaremos a <strong>{server}</strong> para confirmar quién eres. Continúa solo si tu cuenta del fediverso está en ese servidor.',
  'providers.start.toYourServer': 'Te enviaremos a tu servidor para confirmar quién eres.',
  'providers.start.toProvider': 'Te enviaremos a {provider} para confirmar quién eres.',
  'providers.start.continue': 'Continuar con {provider}',
  'providers.signup.lead':
    'Te estás registrando con tu cuenta de {provider} <strong>{account}</strong>. Elige el nombre de cuenta de tu página de Nametag; puedes poner una contraseña más tarde en tus ajustes.',
  'providers.signup.haveAccount':
    '¿Ya tienes una cuenta? <link>Inicia sesión</link> y luego vincula {provider} en tus ajustes.',
  'providers.redirect.title': 'Continuar a {provider}',

  'notices.suspended':
    'Tu cuenta está suspendida: tu perfil está oculto para otras personas y puedes leer tus datos, pero no cambiarlos.',
  'notices.heading.one': 'Un mensaje del equipo de administración',
  'notices.heading.many': 'Mensajes del equipo de administración',
  'notices.read': 'Ya lo leí',
} satisfies Record<SettingsMessageId, string>;
