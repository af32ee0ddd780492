#!/usr/bin/env python3
"""Writes normalize/data/cmu-words.txt and normalize/data/cmu-letters.txt.

Input: cmudict-0.4.out from Debian's festlex-cmu package (the CMU
Pronouncing Dictionary 0.4 in Festival's format):

    apt-get download festlex-cmu && dpkg -x festlex-cmu_*.deb cmu
    scripts/cmu-words.py cmu/usr/share/festival/dicts/cmu/cmudict-0.4.out

Kept: lower-case ASCII entries of 2-5 letters that are neither in
internal/englishwords/words.txt nor in normalize/data/names.txt (those are decided
before the dictionary is asked). An entry whose every pronunciation is the
names of its letters in order (usa: y uw eh s ey) goes to cmu-letters.txt;
one with a pronunciation that is not goes to cmu-words.txt (nasa, seo, lac,
raf, ira). Google TN says an all-caps token the dictionary says as a word
and spells most of the others; see docs/STYLE-FIT.md.
"""
import os
import re
import sys

LETTER = {'a': 'ey', 'b': 'b iy', 'c': 's iy', 'd': 'd iy', 'e': 'iy', 'f': 'eh f', 'g': 'jh iy',
          'h': 'ey ch', 'i': 'ay', 'j': 'jh ey', 'k': 'k ey', 'l': 'eh l', 'm': 'eh m', 'n': 'eh n',
          'o': 'ow', 'p': 'p iy', 'q': 'k y uw', 'r': 'aa r', 's': 'eh s', 't': 't iy', 'u': 'y uw',
          'v': 'v iy', 'w': 'd ah b ax l y uw', 'x': 'eh k s', 'y': 'w ay', 'z': 'z iy'}

NOTICE = """# Carnegie Mellon University Pronouncing Dictionary 0.4, as distributed for
# Festival by the Centre for Speech Technology Research, University of
# Edinburgh (Debian package festlex-cmu 2.4), Copyright (c) 1996,1997, All
# Rights Reserved. Permission is hereby granted, free of charge, to use and
# distribute this software and its documentation without restriction,
# including without limitation the rights to use, copy, modify, merge,
# publish, distribute, sublicense, and/or sell copies of this work, and to
# permit persons to whom this work is furnished to do so, subject to the
# following conditions: 1. The code must retain the above copyright notice,
# this list of conditions and the following disclaimer. 2. Any modifications
# must be clearly marked as such. 3. Original authors' names are not
# deleted. 4. The authors' names are not used to endorse or promote products
# derived from this software without specific prior written permission.
# THE UNIVERSITY OF EDINBURGH AND THE CONTRIBUTORS TO THIS WORK DISCLAIM ALL
# WARRANTIES WITH REGARD TO THIS SOFTWARE, INCLUDING ALL IMPLIED WARRANTIES
# OF MERCHANTABILITY AND FITNESS, IN NO EVENT SHALL THE UNIVERSITY OF
# EDINBURGH NOR THE CONTRIBUTORS BE LIABLE FOR ANY SPECIAL, INDIRECT OR
# CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE,
# DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER
# TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR
# PERFORMANCE OF THIS SOFTWARE.
# Modified: only entries of 2-5 letters that are not in words.txt or
# names.txt are kept, pronunciations dropped (scripts/cmu-words.py).
"""


def norm(p):
    return ' '.join(p.replace('ax', 'ah').split())


def main(path):
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'normalize', 'data')

    def wordlist(name):
        with open(os.path.join(root, name)) as f:
            return {l.strip() for l in f if l.strip() and not l.startswith('#')}
    known = wordlist(os.path.join('..', '..', 'internal', 'englishwords', 'words.txt')) | wordlist('names.txt')
    prons = {}
    with open(path, encoding='latin-1') as f:
        for line in f:
            m = re.match(r'\("([^"]+)" (\S+) (.*)\)$', line.strip())
            if not m:
                continue
            sylls = re.findall(r'\(\(([^()]*)\) \d\)', m.group(3))
            prons.setdefault(m.group(1), []).append(' '.join(sylls))
    said, spelled = [], []
    for w, ps in prons.items():
        if not re.fullmatch(r'[a-z]{2,5}', w) or w in known:
            continue
        letters = norm(' '.join(LETTER[c] for c in w))
        if all(norm(p) == letters for p in ps):
            spelled.append(w)
        else:
            said.append(w)
    for name, ws, what in (('cmu-words.txt', said, 'said as words'),
                           ('cmu-letters.txt', spelled, 'said letter by letter')):
        with open(os.path.join(root, name), 'w') as f:
            f.write('# Entries of 2-5 letters ' + what + ' in the CMU Pronouncing Dictionary\n')
            f.write('# that are not in words.txt or names.txt, lower case.\n')
            f.write(NOTICE)
            for w in sorted(ws):
                f.write(w + '\n')


if __name__ == '__main__':
    main(sys.argv[1])
