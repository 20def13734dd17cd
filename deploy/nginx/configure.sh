#!/bin/sh
# Runs when a remote's container starts (the nginx image runs /docker-entrypoint.d/*.sh before nginx), so
# one image serves any environment: writes the headers that depend on the environment (runtime.conf). Same
# rules as the security headers of host/server/http-headers.ts: tools/deploy.test.ts runs this script and
# compares the two. (The host is a Node server, tools/serve.ts, which sends the same headers itself.)
set -eu
set -f

site_dir=${SITE_CONFIG_DIR:-/etc/nginx/site}
app=${SITE_APP:?SITE_APP must name the remote of this image}
# Generated from host/server/http-headers.ts and tools/apps.ts: SITE_REMOTES, SITE_API_PORT, SITE_HSTS,
# SITE_REMOTE_CORS and site_csp.
. "$site_dir/policy.sh"

fail() {
  echo "configure.sh: $*" >&2
  exit 1
}

# The origin of an absolute http(s) URL (scheme and host lower-cased, default port dropped), else nothing.
origin_of() {
  printf '%s\n' "$1" \
    | sed -nE 's|^([Hh][Tt][Tt][Pp][Ss]?)://([^/?#@]*@)?([^/?#@]+).*$|\1://\3|p' \
    | tr 'A-Z' 'a-z' \
    | sed -E 's|^(http://[^/]+):80$|\1|; s|^(https://[^/]+):443$|\1|'
}

# REMOTE_<NAME>_URL: an origin (its /mf-manifest.json) or a full .json/.js URL; else the local port.
remote_entry() {
  variable="REMOTE_$(printf '%s' "$1" | tr 'a-z' 'A-Z')_URL"
  eval "configured=\${$variable:-}"
  configured=$(printf '%s' "$configured" | sed 's#/*$##')
  [ -n "$configured" ] || configured="http://localhost:$2"
  case $configured in
    *.json | *.js) printf '%s' "$configured" ;;
    *) printf '%s/mf-manifest.json' "$configured" ;;
  esac
}

api_base=${API_BASE:-http://localhost:$SITE_API_PORT/api/method}

CSP_REMOTE_ORIGINS=''
for remote in $SITE_REMOTES; do
  name=${remote%%:*}
  entry=$(remote_entry "$name" "${remote#*:}")
  origin=$(origin_of "$entry")
  [ -n "$origin" ] || continue
  case "$CSP_REMOTE_ORIGINS " in
    *" $origin "*) ;;
    *) CSP_REMOTE_ORIGINS="$CSP_REMOTE_ORIGINS $origin" ;;
  esac
done

api_origin=$(origin_of "$api_base")
CSP_API_ORIGIN=${api_origin:+ $api_origin}

CSP_FRAME_ANCESTORS=''
saved_ifs=$IFS
IFS=,
for item in ${ERP_ORIGINS:-}; do
  item=$(printf '%s' "$item" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
  [ -z "$item" ] || CSP_FRAME_ANCESTORS="$CSP_FRAME_ANCESTORS $item"
done
IFS=$saved_ifs

csp=$(site_csp)
case $csp in
  *'"'* | *'\'* | *'$'*) fail "the Content-Security-Policy built from the environment contains \", \\ or \$: $csp" ;;
esac
hsts=''
[ "${NODE_ENV:-}" != production ] || hsts=$SITE_HSTS
# A remote's files are fetched by the host's origin (and the ERP's).
cors=$SITE_REMOTE_CORS

cat >"$site_dir/runtime.conf.tmp" <<CONF
# Written by configure.sh at container start from the environment.
set \$site_csp "$csp";
set \$site_hsts "$hsts";
set \$site_cors "$cors";
CONF
mv "$site_dir/runtime.conf.tmp" "$site_dir/runtime.conf"

echo "configure.sh: $app serves Content-Security-Policy: $csp"
