#!/usr/bin/env bash
# Serves out/ with Debian's nginx and the generated hosts/nginx/prepgurus.conf on PORT (default
# 4174), in the foreground, as a host would: the rules under test are exactly the ones deployed.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
port="${PORT:-4174}"
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"
[[ -f hosts/nginx/prepgurus.conf && -f out/index.html ]] || { echo "Run 'npm run build' first." >&2; exit 1; }
work="$(mktemp -d)"
# Started as root, nginx runs its workers as `nobody`, who cannot read a checkout inside a private
# home folder (/root is 0700): every file then answers 404 and the host tests wait in vain for the
# server. The workers run as whoever started nginx, who can read the checkout.
user_line=""
[[ $(id -u) -eq 0 ]] && user_line="user root root;"
cat > "$work/nginx.conf" <<CONF
$user_line
daemon off;
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  server {
    listen 127.0.0.1:$port;
    root $root/out;
    include $root/hosts/nginx/prepgurus.conf;
  }
}
CONF
"$nginx_bin" -t -q -c "$work/nginx.conf" -p "$work"
exec "$nginx_bin" -c "$work/nginx.conf" -p "$work"
