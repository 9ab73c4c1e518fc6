/** Español: tuteo, y formas que no marcan género (amistades, personas) donde se habla de gente. */
import type { SyncMessageId } from './en.js';

export const es = {
  'sync.title': 'Pronombres en otros sitios',
  'sync.lead':
    'Mantén al día en tus cuentas de otros sitios los pronombres que muestra tu perfil público. Nametag los escribe cada vez que los cambias aquí y deja todo lo demás de esos perfiles como está.',
  'sync.off':
    'Este servidor no mantiene los pronombres al día en otros servicios: quien lo administra no lo ha configurado.',
  'sync.settings.lead':
    'Mantén tus pronombres al día en Mastodon y otros servicios: <link>Pronombres en otros sitios</link>.',
  'sync.mastodon.heading': 'Mastodon y el fediverso',
  'sync.mastodon.needsLink':
    'Primero vincula la cuenta del fediverso en la <link>página de ajustes</link>: Nametag escribe en la cuenta con la que inicias sesión.',
  'sync.mastodon.hint':
    'Tu servidor te pregunta si Nametag puede cambiar tu perfil. Después, Nametag mantiene al día un campo del perfil llamado «{label}»; una vez conectado, puedes elegir el idioma de su nombre.',
  'sync.mastodon.start': 'Mantener mis pronombres al día en {account}',
  'sync.language': 'Idioma del nombre del campo',
  'sync.names': 'Mantener también mis nombres al día, en un campo llamado «{label}»',
  'sync.save': 'Guardar',
  'sync.status.synced': 'Al día en {account}, escrito por última vez el {day}.',
  'sync.status.connected': 'Conectado a {account}.',
  'sync.status.waiting': 'Se escribirá en {account} en un momento.',
  'sync.problem.revoked':
    '{account} ya no deja que Nametag cambie su perfil (el permiso se retiró o caducó). Vuelve a conectar para seguir.',
  'sync.problem.key_changed':
    'La clave de este servidor ha cambiado, así que ya no se puede usar el permiso que diste. Vuelve a conectar para seguir.',
  'sync.problem.unreachable': 'Nametag no pudo llegar a {server}. Lo volverá a intentar por sí solo.',
  'sync.problem.rate_limited': '{server} pidió a Nametag que espere. Lo volverá a intentar por sí solo.',
  'sync.problem.refused': '{server} no aceptó el cambio. Nametag lo volverá a intentar con tu próximo cambio, o ahora:',
  'sync.problem.no_room': 'Tu perfil en {server} no tiene sitio para otro campo. Quita uno allí y vuelve a intentarlo:',
  'sync.problem.hidden': 'Ahora mismo tu perfil no se muestra a nadie, así que no se escribe nada.',
  'sync.retry': 'Intentarlo de nuevo ahora',
  'sync.reconnect': 'Volver a conectar',
  'sync.stop': 'Dejar de mantenerlo al día',
  'sync.stopHint': 'Lo que muestra tu perfil allí se queda como está.',
  'sync.notice.connected': 'Conectado: tus pronombres se escribirán en {account} en un momento.',
  'sync.notice.stopped': 'Hecho: Nametag ya no escribe en {account}.',
  'sync.notice.saved': 'Guardado: Nametag escribirá el cambio en un momento.',
  'sync.problem.changed_meanwhile':
    'Tu perfil en {server} no dejaba de cambiar mientras Nametag escribía en él. Lo volverá a intentar por sí solo.',
  'sync.bluesky.heading': 'Bluesky',
  'sync.bluesky.hint':
    'Nametag mantiene al día los pronombres de tu perfil de Bluesky: tantas entradas enteras como quepan en los 20 caracteres de Bluesky. Crea para ello una contraseña de aplicación en Bluesky (Ajustes → Privacidad y seguridad → Contraseñas de aplicación); nunca des la contraseña de tu cuenta.',
  'sync.bluesky.handle': 'Tu identificador',
  'sync.bluesky.appPassword': 'Contraseña de aplicación',
  'sync.bluesky.server': 'Servidor (déjalo vacío para el de Bluesky)',
  'sync.bluesky.connect': 'Mantener mis pronombres al día en Bluesky',
  'sync.bluesky.problem.handle': 'Escribe tu identificador, por ejemplo alice.bsky.social.',
  'sync.bluesky.problem.appPassword':
    'Escribe una contraseña de aplicación: cuatro grupos de cuatro letras y cifras (xxxx-xxxx-xxxx-xxxx), no la contraseña de tu cuenta.',
  'sync.bluesky.problem.refused':
    'El servidor rechazó este identificador y esta contraseña de aplicación: revisa ambos o crea una contraseña de aplicación nueva.',
  'sync.bluesky.problem.server': 'Escribe solo la dirección del servidor, con https, por ejemplo bsky.social.',
  'sync.bluesky.problem.unreachable':
    'El servidor no respondió como debería un servidor de Bluesky: revisa la dirección o vuelve a intentarlo más tarde.',
  'sync.notice.connectedBluesky': 'Conectado: tus pronombres se escribirán en {account} en un momento.',
} as const satisfies Record<SyncMessageId, string>;
