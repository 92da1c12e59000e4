import sys, re, collections
# aggregates pidstat -u -l -h output: %CPU*interval by category
cat = collections.Counter()
interval = float(sys.argv[2]) if len(sys.argv) > 2 else 5
for line in open(sys.argv[1]):
    if line.startswith('#') or not line.strip(): continue
    parts = line.split(None, 9)
    if len(parts) < 10: continue
    try: cpu = float(parts[7])
    except: continue
    cmd = parts[9]
    if 'chromium' in cmd:
        m = re.search(r'--type=([a-z-]+)', cmd)
        k = 'chromium:' + (m.group(1) if m else 'browser')
        if 'utility' in k:
            m2 = re.search(r'--utility-sub-type=([\w.]+)', cmd); k += ':' + (m2.group(1) if m2 else '')
    elif 'e2e-server' in cmd: k = 'node:server'
    elif 'playwright' in cmd: k = 'node:playwright'
    elif 'node' in cmd: k = 'node:other ' + cmd[:60]
    else: k = cmd[:40]
    cat[k] += cpu * interval / 100
tot = sum(cat.values())
for k, v in cat.most_common(25): print(f'{v:8.0f}s {100*v/tot:5.1f}%  {k}')
print(f'total {tot:.0f} cpu-s')
