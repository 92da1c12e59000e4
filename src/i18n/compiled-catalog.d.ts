// A catalog imported for one audience arrives compiled (vite-plugins/compiled-catalogs.ts).
declare module '*.json?audience=desk' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=pilot' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=welcome' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=setup' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=history' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=errors' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=settings' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=settingsSections' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=deskWithoutErrors' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
declare module '*.json?audience=createLanding' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
