/** Español: tuteo, lenguaje que no presupone género al hablar de personas. */
import type { TwoFactorMessageId } from './en.js';

export const es = {
  'twoFactor.title': 'Inicio de sesión en dos pasos',
  'twoFactor.lead.on':
    'El inicio de sesión en dos pasos está activado: después de tu contraseña, Nametag pide un código de tu app de autenticación, una llave de acceso o un código de recuperación.',
  'twoFactor.lead.off':
    'El inicio de sesión en dos pasos está desactivado. Actívalo con una app de autenticación o una llave de acceso: después de tu contraseña, Nametag pedirá una segunda prueba de que eres tú.',
  'twoFactor.summary.on': 'El inicio de sesión en dos pasos está activado. <link>Gestionarlo</link>.',
  'twoFactor.summary.off':
    'Pide una segunda prueba después de tu contraseña: <link>configura el inicio de sesión en dos pasos</link>.',
  'twoFactor.totp.heading': 'App de autenticación',
  'twoFactor.totp.explain':
    'Una app de autenticación (como Aegis, 2FAS, Google Authenticator o un gestor de contraseñas) muestra un código nuevo de seis cifras cada 30 segundos.',
  'twoFactor.totp.start': 'Configurar una app de autenticación',
  'twoFactor.totp.scan': 'Escanea este código con tu app de autenticación.',
  'twoFactor.totp.qrLabel': 'Código QR de la clave para tu app de autenticación',
  'twoFactor.totp.manual': 'O escribe esta clave en la app:',
  'twoFactor.totp.confirmCode': 'El código que muestra la app ahora',
  'twoFactor.totp.confirm': 'Activar',
  'twoFactor.totp.cancel': 'Cancelar',
  'twoFactor.totp.isOn': 'Tu app de autenticación está configurada.',
  'twoFactor.totp.off': 'Desactivar la app de autenticación',
  'twoFactor.proof.password': 'Tu contraseña',
  'twoFactor.proof.label': 'Tu contraseña o un código de tu app de autenticación',
  'twoFactor.proof.codeOnly': 'Un código de tu app de autenticación',
  'twoFactor.passkeys.heading': 'Llaves de acceso',
  'twoFactor.passkeys.explain':
    'Una llave de acceso la guarda tu dispositivo o tu gestor de contraseñas y se desbloquea con tu huella, tu cara o un PIN. Puede iniciar tu sesión sin contraseña o servir como segundo paso.',
  'twoFactor.passkeys.added': 'añadida el {day}',
  'twoFactor.passkeys.addedUsed': 'añadida el {day}, usada por última vez el {used}',
  'twoFactor.passkeys.remove': 'Quitar {name}',
  'twoFactor.passkeys.name': 'Nombre de la nueva llave de acceso (por ejemplo, el dispositivo)',
  'twoFactor.passkeys.add': 'Añadir una llave de acceso',
  'twoFactor.passkeys.needsScript': 'Para añadir una llave de acceso, tu navegador necesita tener JavaScript activado.',
  'twoFactor.passkey.failed': 'La llave de acceso no funcionó: inténtalo de nuevo o usa un código.',
  'twoFactor.recovery.heading': 'Códigos de recuperación',
  'twoFactor.recovery.left':
    '{count, plural, one {Te queda # código de recuperación.} other {Te quedan # códigos de recuperación.}} Cada uno sirve también una vez como segundo paso. Guárdalos en un lugar seguro: <link>crear nuevos</link>.',
  'twoFactor.recovery.none':
    'No tienes códigos de recuperación. Sin tu app o tu llave de acceso no podrías entrar: <link>crea códigos de recuperación</link> y guárdalos en un lugar seguro.',
  'twoFactor.provider.heading': 'Cuentas vinculadas',
  'twoFactor.provider.ask': 'Pedir también mi segundo paso después de iniciar sesión con una cuenta vinculada',
  'twoFactor.provider.save': 'Guardar',
  'twoFactor.back': 'Volver a la configuración',
  'twoFactor.notice.totpOn':
    'Tu app de autenticación está activada: Nametag pedirá uno de sus códigos al iniciar sesión.',
  'twoFactor.notice.totpOff': 'Tu app de autenticación está desactivada.',
  'twoFactor.notice.passkeyAdded': 'Tu llave de acceso se ha añadido.',
  'twoFactor.notice.passkeyRemoved': 'La llave de acceso se ha quitado.',
  'twoFactor.notice.saved': 'Guardado.',
  'twoFactor.notice.setupCancelled': 'La configuración se ha cancelado.',
  'twoFactor.step.title': 'Un paso más',
  'twoFactor.step.lead':
    'Para iniciar sesión como {username}, escribe el código que muestra ahora tu app de autenticación.',
  'twoFactor.step.leadNoApp':
    'Para iniciar sesión como {username}, usa tu llave de acceso o un código de recuperación.',
  'twoFactor.step.leadAnon': 'Para iniciar sesión, escribe el código que muestra ahora tu app de autenticación.',
  'twoFactor.step.leadNoAppAnon': 'Para iniciar sesión, usa tu llave de acceso o un código de recuperación.',
  'twoFactor.step.code': 'Código',
  'twoFactor.step.codeHint': 'Seis cifras de tu app, o uno de tus códigos de recuperación.',
  'twoFactor.step.submit': 'Iniciar sesión',
  'twoFactor.step.passkey': 'Usar una llave de acceso',
  'twoFactor.step.again': '¿No eres tú, o no puedes seguir? <link>Empieza de nuevo</link>.',
  'twoFactor.step.problem': 'Aún no has iniciado sesión: revisa esto.',
  'twoFactor.step.wrong': 'Nombre de usuario, contraseña o código incorrectos. Revisa el código e inténtalo de nuevo.',
  'twoFactor.step.expired': 'Tardaste demasiado o hubo demasiados intentos: inicia sesión de nuevo.',
  'login.passkey': 'Iniciar sesión con una llave de acceso',
  'error.named.secondFactorRequired': 'Esta cuenta pide un segundo paso después de la contraseña.',
  'error.named.secondFactorTicketInvalid': 'Tardaste demasiado o hubo demasiados intentos: inicia sesión de nuevo.',
  'error.named.wrongTwoFactorCode': 'Ese código no es correcto: escribe el que muestra tu app ahora.',
  'error.named.wrongTwoFactorProof': 'Eso no es ni tu contraseña ni un código actual de tu app de autenticación.',
  'error.named.totpAlreadyOn': 'Ya hay una app de autenticación activada: desactívala primero para configurar otra.',
  'error.named.passkeyRefused': 'No se pudo comprobar la llave de acceso: inténtalo de nuevo.',
} as const satisfies Record<TwoFactorMessageId, string>;
