// Image files imported by the code resolve to their built URL (rspack asset/resource).
declare module '*.svg' {
  const url: string;
  export default url;
}
