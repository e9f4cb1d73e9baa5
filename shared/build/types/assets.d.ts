// Style and asset imports handled by the shared webpack rules.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
