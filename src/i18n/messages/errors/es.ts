/** Español: tú; «cuenta» (no «usuario»), «integrante» (no «miembro»). */
import type { ErrorsMessageId } from './en.js';

export const es = {
  'error.code.400': 'No se aceptó: revisa lo que escribiste y vuelve a enviarlo.',
  'error.code.403': 'No tienes permiso para hacer esto.',
  'error.code.404': 'Aquí no hay nada: puede que haya cambiado de nombre o que se haya eliminado.',
  'error.code.405': 'Esta dirección no se puede usar así: vuelve atrás y usa el formulario de la página.',
  'error.code.408': 'Tu navegador tardó demasiado en enviar esto: vuelve a intentarlo.',
  'error.code.415': 'No se pudo leer lo que envió tu navegador: vuelve atrás y usa el formulario de la página.',
  'error.code.429': 'Demasiados intentos en poco tiempo: espera un minuto y vuelve a intentarlo.',
  'error.code.431':
    'Tu navegador envió demasiados datos con esta solicitud: borra las cookies de este sitio y vuelve a intentarlo.',
  'error.code.500': 'Algo ha fallado por nuestra parte: vuelve a intentarlo en un momento.',
  'error.code.501': 'Esto no está disponible en el formato pedido.',
  'error.code.503': 'Esto no está disponible ahora mismo y no se cambió nada: vuelve a intentarlo en un momento.',
  'error.code.1003': 'No has iniciado sesión o tu sesión ha terminado: vuelve a iniciar sesión.',
  'error.code.1004':
    'Para crear una cuenta aquí hace falta un código de invitación: pídeselo a alguien que ya tenga cuenta aquí.',
  'error.code.1006':
    'Este nombre de cuenta no se puede usar: usa de 2 a 40 letras, dígitos, _, . o -, y no solo puntos.',
  'error.code.1007': 'Ese nombre de cuenta ya está en uso: elige otro.',
  'error.code.1009': 'Ya has creado todas las invitaciones que puedes.',
  'error.code.2001':
    'Aquí no hay ninguna cuenta con este nombre: puede que haya cambiado de nombre o que se haya eliminado.',
  'error.code.2002': 'La lista de integrantes de esta persona es privada.',
  'error.code.2003': 'Tu colección de banderas está llena: elimina una bandera para añadir otra.',
  'error.code.2004': 'El enlace corto se puede cambiar una vez por hora: vuelve a intentarlo más tarde.',
  'error.code.3001':
    'Aquí no hay ningún perfil de integrante con este nombre: puede que haya cambiado de nombre o que se haya eliminado.',
  'error.code.3002': 'Ya tienes el número máximo de integrantes.',
  'error.code.3003': 'Ya tienes un perfil de integrante con ese nombre: elige otro.',
  'error.code.3004': 'Este perfil de integrante no pertenece a tu cuenta.',
  'error.code.4001': 'Lo que enviaste es demasiado grande.',
  'error.code.4002': 'No puedes hacer esto.',

  'error.field.invalid': '{field}: el valor no es válido. Revísalo e inténtalo de nuevo.',

  'error.named.notFound':
    'No se encontró: puede que ya se haya eliminado. Recarga la página para ver lo que hay ahora.',
  'error.named.wrongCredentials': 'Nombre de cuenta o contraseña incorrectos.',
  'error.named.wrongRecoveryCode':
    'Nombre de cuenta o código de recuperación incorrectos (cada código de recuperación funciona una sola vez).',
  'error.named.inviteInvalid': 'Este código de invitación no existe o ya se usó.',
  'error.named.inviteLimitReached': 'Ya has creado todas las invitaciones que puedes ({limit}).',
  'error.named.invalidPassword': 'La nueva contraseña debe tener entre 8 y 256 caracteres.',
  'error.named.wrongPassword': 'La contraseña actual no es correcta.',
  'error.named.memberLimitReached': 'Ya tienes el número máximo de integrantes ({limit}).',
  'error.named.flagNotFound': 'Esta bandera ya no existe: puede que se haya eliminado.',
  'error.named.flagLimitReached':
    'Tu colección de banderas está llena (caben {limit}): elimina una bandera para añadir otra.',
  'error.named.adminOnly': 'Solo quienes administran esta instancia pueden hacer esto.',
  'error.named.suspended':
    'Tu cuenta está suspendida: puedes iniciar sesión y leer tus datos y advertencias, pero no cambiar nada.',
  'error.named.suspendedLinkedLogin':
    'Esta cuenta está suspendida y no se puede iniciar sesión de esta forma: inicia sesión con tu contraseña para leer tus advertencias y exportar tus datos.',
  'error.named.linkedAccountDeleted': 'La cuenta de Nametag vinculada a esta se ha eliminado.',
  'error.named.accountBeingDeleted':
    'Esta cuenta se eliminó y se borrará definitivamente el {until, date, long}. Inicia sesión con su contraseña para recuperarla.',
  'error.named.cannotReportSelf': 'No puedes denunciar tu propia cuenta.',
  'error.named.invalidCursor': 'Esta página de la lista ya no existe: vuelve a la primera página.',
  'error.named.notOnYourself': 'Quienes administran no pueden hacer esto con su propia cuenta.',
  'error.named.reportNotAboutUser': 'Esa denuncia no es sobre esta cuenta.',
  'error.named.reportClosed': 'Esa denuncia ya está cerrada.',
  'error.named.alreadySuspended': 'Esta cuenta ya está suspendida.',
  'error.named.notSuspended': 'Esta cuenta no está suspendida.',
  'error.named.reportNotFound': 'Esta denuncia ya no existe.',
  'error.named.warningNotFound': 'Esta advertencia ya no existe.',
  'error.named.reservedUsername': 'Este nombre de cuenta está reservado: elige otro.',
  'error.named.webhookLimitReached': 'Ya tienes todos los webhooks que puede tener una cuenta ({limit}).',
  'error.named.providerNotEnabled': 'Esta forma de iniciar sesión no está disponible aquí.',
  'error.named.loginFlowInvalid':
    'Este enlace de inicio de sesión caducó, ya se usó o se abrió en otro navegador: vuelve a empezar.',
  'error.named.providerDenied': '{provider} no permitió que Nametag leyera tu cuenta, así que no pasó nada.',
  'error.named.providerFailed':
    '{provider} no respondió como se esperaba, así que no pasó nada: vuelve a intentarlo más tarde.',
  'error.named.instance.empty': 'Escribe la dirección de tu servidor del fediverso, por ejemplo mastodon.social.',
  'error.named.instance.tooLong': 'Esa dirección de servidor es demasiado larga.',
  'error.named.instance.notAddress':
    'Eso no es la dirección de un servidor: escribe su nombre, por ejemplo mastodon.social.',
  'error.named.instance.notHttps': 'Solo se pueden usar servidores accesibles por https.',
  'error.named.instance.notServerName': 'Escribe solo el nombre del servidor, por ejemplo mastodon.social.',
  'error.named.instance.nonStandardPort': 'Solo se pueden usar servidores en el puerto estándar de https.',
  'error.named.instance.notInternetName': 'Ese no es el nombre de un servidor de internet.',
  'error.named.instance.notPublic':
    '{host} no tiene una dirección pública: solo se pueden usar servidores de internet.',
  'error.named.instance.timeout': '{host} no respondió a tiempo: inténtalo de nuevo más tarde.',
  'error.named.instance.oddAnswer': '{host} no respondió como un servidor del fediverso: revisa la dirección.',
  'error.named.instance.unreachable':
    'Nametag no pudo conectar con {host}: revisa el nombre o vuelve a intentarlo más tarde.',
  'error.named.instance.noApps':
    '{host} no permite iniciar sesión a través de apps: ¿es un servidor compatible con Mastodon?',
  'error.named.badHost': 'Esta dirección no corresponde a ningún servidor: abre el sitio en su dirección habitual.',
  'error.named.publicUrlNeeded':
    'Para iniciar sesión con el fediverso, este sitio necesita conocer su propia dirección: quien lo opera tiene que configurarla primero.',
  'error.named.accountLinkedElsewhere':
    'Esa cuenta de {provider} ya está vinculada a otra cuenta de Nametag: inicia sesión con ella o desvincúlala allí primero.',
  'error.named.kindAlreadyLinked':
    'Ya tienes una cuenta de {provider} vinculada: desvincúlala primero para vincular otra.',
  'error.named.notLinked': 'No hay ninguna cuenta de {provider} vinculada a la tuya.',
  'error.named.syncAccountNotLinked':
    'Diste permiso a @{account}@{host}, que no es la cuenta del fediverso vinculada a la tuya: inicia sesión allí con la cuenta vinculada y vuelve a intentarlo.',
  'error.named.syncScopeMissing':
    'Tu servidor dejó que Nametag leyera tu cuenta pero no que cambiara tu perfil, así que no se puede mantener nada al día: vuelve a conectar y permítelo.',
  'error.named.syncOff':
    'Este servidor no mantiene los pronombres al día en otros servicios: quien lo administra no lo ha configurado.',
  'error.named.lastLoginMethod':
    'Es la única forma en que puedes iniciar sesión: pon una contraseña o vincula otra cuenta antes de desvincular esta.',
  'error.named.formTooLarge':
    'El formulario es demasiado grande para enviarlo (más de {limit} MB): vuelve atrás y elige una imagen más pequeña.',
  'error.named.emptyUpdate': 'No se cambió nada: no había nada que guardar.',
  'error.named.shuttingDown': 'El servidor se está reiniciando y no se cambió nada: vuelve a intentarlo en un momento.',
  'error.named.mediaUnavailable':
    'El almacenamiento de imágenes no está disponible ahora mismo y no se cambió nada: vuelve a intentarlo más tarde.',
  'error.named.busy': 'El servidor está ocupado: vuelve a intentarlo en unos segundos.',
  'error.named.importUnderWay':
    'Ya se está leyendo tu cuenta desde un servicio, en otra pestaña o aplicación. Espera a que termine o vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'error.named.serviceCrowded':
    'Este servidor ya está leyendo cuentas de {host} para otras personas. Vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'error.named.audienceNotFound': 'Esta audiencia ya no existe: puede que se haya borrado.',
  'error.named.audienceLimitReached': 'Tienes {limit} audiencias, el máximo por cuenta: borra una antes de crear otra.',
  'error.named.groupNotFound': 'Este grupo ya no existe: puede que se haya borrado.',
  'error.named.groupLimitReached': 'Tienes {limit} grupos, el máximo por cuenta: borra uno antes de crear otro.',
  'error.named.groupNameInUse': 'Ya tienes un grupo con ese nombre: elige otro.',
  'error.named.notOwnMembers':
    'Uno de los perfiles de integrante elegidos no es tuyo (puede que se haya borrado): elige de nuevo.',
  'error.named.shareLinkNotFound': 'Este enlace para compartir ya no existe.',
  'error.named.shareLinkLimitReached':
    'Esta audiencia tiene {limit} enlaces abiertos, el máximo: revoca uno antes de crear otro.',
  'error.uploadUnreadable':
    'No se pudo leer el archivo subido: vuelve a elegir el archivo y envía el formulario de nuevo.',
} satisfies Record<ErrorsMessageId, string>;
