// Stands in for the federation runtime's SnapshotHandler (@module-federation/runtime-core
// dist/plugins/snapshot/SnapshotHandler.js, resolve.alias in mf-shared.mjs). Snapshots are manifests' descriptions of
// remotes; this product loads plain remoteEntry.js files and builds with FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, so the
// runtime asks for one only in preloadRemote(), which it never calls. The real class (manifest fetching and
// validation) shipped on every page all the same, since a host always creates one. Kept: the same hooks (plugins
// register on them), the manifest cache removeRemote() clears, and getGlobalRemoteInfo() as it is.
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from '../../node_modules/@module-federation/runtime-core/dist/global.js';
import { AsyncHook } from '../../node_modules/@module-federation/runtime-core/dist/utils/hooks/asyncHook.js';
import { AsyncWaterfallHook } from '../../node_modules/@module-federation/runtime-core/dist/utils/hooks/asyncWaterfallHooks.js';
import { PluginSystem } from '../../node_modules/@module-federation/runtime-core/dist/utils/hooks/pluginSystem.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot && 'remotesInfo' in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook('beforeLoadRemoteSnapshot'),
      loadSnapshot: new AsyncWaterfallHook('loadGlobalSnapshot'),
      loadRemoteSnapshot: new AsyncWaterfallHook('loadRemoteSnapshot'),
      afterLoadSnapshot: new AsyncWaterfallHook('afterLoadSnapshot'),
      beforeLoadManifest: new AsyncHook('beforeLoadManifest'),
      afterLoadManifest: new AsyncHook('afterLoadManifest'),
    });
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }

  async loadRemoteSnapshotInfo() {
    throw new Error('inmo: remote snapshots (manifests) are not built into this shell (shell/build-stubs/mf-snapshot-handler.js)');
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
