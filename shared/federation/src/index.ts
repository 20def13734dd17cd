export { chunkLoadingGlobal } from './chunk-loading-global';
export { API_LOCAL_PORT, HOST_LOCAL_PORT, type LocalRemoteName, REMOTE_LOCAL_PORTS } from './local-ports';
export { HOST_SERVER_FILE, hostServerBuildDir, REMOTE_SERVER_DIR, REMOTE_SERVER_FILE } from './server-builds';
export { isServerSharedModule, type ServerSharedModule } from './server-shared-modules';
