import sys, json, gzip, hashlib, os
kind, n = sys.argv[1], int(sys.argv[2])
out = f"/tmp/mem48/in2/{kind}-{n}"
os.makedirs(out, exist_ok=True)
written = open("/tmp/qa43/in/written-100000.txt").read().splitlines()
if kind == "spgi":
    lines = written[:n]; cut = n * 9 // 10
    for name, part in (("train.csv", lines[:cut]), ("val.csv", lines[cut:])):
        with open(f"{out}/{name}", "w") as f:
            f.write("wav_filename|wav_filesize|transcript\n")
            for i, t in enumerate(part):
                h = hashlib.md5(f"{name}{i//20}".encode()).hexdigest()
                f.write(f"{h}/{i%20}.wav|{300000+i*7%90000}|{t}\n")
elif kind == "cv":
    lines = written[:n]; a, b = n * 8 // 10, n * 9 // 10
    hdr = "client_id\tpath\tsentence_id\tsentence\tsentence_domain\tup_votes\tdown_votes\tage\tgender\taccents\tvariant\tlocale\tsegment\n"
    for name, lo, hi in (("train.tsv", 0, a), ("dev.tsv", a, b), ("test.tsv", b, n)):
        with open(f"{out}/{name}", "w") as f:
            f.write(hdr)
            for i in range(lo, hi):
                f.write(f"{hashlib.md5(str(i//7).encode()).hexdigest()[:8]}\tcommon_voice_en_{1000000+i}.mp3\ts{i}\t{lines[i]}\t\t2\t0\t\t\t\t\ten\t\n")
elif kind == "nemo":
    pairs = [json.loads(l) for l in open("/tmp/mem47/in/pairs-100000.jsonl")][:n]
    os.makedirs(f"{out}/data_text_normalization", exist_ok=True)
    os.makedirs(f"{out}/data_inverse_text_normalization", exist_ok=True)
    half = n // 2
    with open(f"{out}/data_text_normalization/test_cases_gen.txt", "w") as f:
        for p in pairs[:half]: f.write(f"{p['written']}~{p['spoken']}\n")
    with open(f"{out}/data_inverse_text_normalization/test_cases_gen.txt", "w") as f:
        for p in pairs[half:]: f.write(f"{p['spoken']}~{p['written']}\n")
elif kind == "libri":
    src = [json.loads(l) for l in gzip.open("/work/wt/mem48/testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz", "rt")]
    o = gzip.open(f"{out}/libriheavy_cuts_dev.jsonl.gz", "wt")
    for i in range(n):
        c = json.loads(json.dumps(src[i % len(src)]))
        k = i // len(src)
        def fix(s): return s.replace("dev/", f"dev/c{k}x", 1)
        c["id"] = fix(c["id"]); c["recording"]["id"] = fix(c["recording"]["id"])
        for s in c["supervisions"]:
            s["id"] = fix(s["id"]); s["recording_id"] = fix(s["recording_id"])
        o.write(json.dumps(c, separators=(",", ":")) + "\n")
    o.close()
