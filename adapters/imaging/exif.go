package imaging

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
)

// This file reads the EXIF orientation of an upload and strips the
// metadata (camera, GPS position, software, comments, thumbnails, XMP,
// IPTC) from the copy that is stored, without touching the coded pixels:
// the stored original decodes to exactly the pixels that were uploaded.
//
// Browsers display JPEG and PNG files turned as their EXIF orientation
// says, so a stored original whose orientation is not the default keeps a
// minimal EXIF block holding that one tag, and nothing else: it looks the
// same as the upload did, and its variants are turned the same way.

// Orientation is the EXIF orientation tag (0x0112): how the stored pixels
// must be turned to be displayed. 1 is as stored; 2–8 are the mirrorings
// and quarter turns of the EXIF specification.
type orientation uint16

const (
	orientNormal      orientation = 1 // row 0 at the top, column 0 on the left
	orientMirror      orientation = 2 // row 0 at the top, column 0 on the right
	orientRotate180   orientation = 3 // row 0 at the bottom, column 0 on the right
	orientFlip        orientation = 4 // row 0 at the bottom, column 0 on the left
	orientTranspose   orientation = 5 // row 0 on the left, column 0 at the top
	orientRotate90    orientation = 6 // row 0 on the right, column 0 at the top (turn 90° clockwise)
	orientTransverse  orientation = 7 // row 0 on the right, column 0 at the bottom
	orientRotate270   orientation = 8 // row 0 on the left, column 0 at the bottom (turn 90° anticlockwise)
	exifOrientationID             = 0x0112
)

// swapsAxes reports whether the displayed image is the stored one on its
// side: its width is the stored height.
func (o orientation) swapsAxes() bool { return o >= orientTranspose && o <= orientRotate270 }

// errMetadata is the error of a file whose structure cannot be walked
// although it decoded.
var errMetadata = errors.New("imaging: malformed image structure")

// tiffOrientation reads the orientation from a TIFF structure (the body of
// a JPEG APP1 Exif segment or a PNG eXIf chunk): the first IFD's 0x0112
// entry. Anything missing, malformed or out of range is orientNormal.
func tiffOrientation(tiff []byte) orientation {
	if len(tiff) < 8 {
		return orientNormal
	}
	var bo binary.ByteOrder
	switch string(tiff[:4]) {
	case "II*\x00":
		bo = binary.LittleEndian
	case "MM\x00*":
		bo = binary.BigEndian
	default:
		return orientNormal
	}
	ifd := uint64(bo.Uint32(tiff[4:]))
	if ifd+2 > uint64(len(tiff)) {
		return orientNormal
	}
	n := uint64(bo.Uint16(tiff[ifd:]))
	for i := range n {
		e := ifd + 2 + 12*i
		if e+12 > uint64(len(tiff)) {
			break
		}
		// A SHORT (type 3) with a count of 1 holds its value in the
		// first two bytes of the value field.
		if bo.Uint16(tiff[e:]) == exifOrientationID && bo.Uint16(tiff[e+2:]) == 3 && bo.Uint32(tiff[e+4:]) == 1 {
			if o := orientation(bo.Uint16(tiff[e+8:])); o >= orientNormal && o <= orientRotate270 {
				return o
			}
			return orientNormal
		}
	}
	return orientNormal
}

// minimalTIFF is a TIFF structure with one IFD holding only the
// orientation tag.
func minimalTIFF(o orientation) []byte {
	b := []byte("MM\x00*\x00\x00\x00\x08") // big-endian, first IFD at 8
	b = binary.BigEndian.AppendUint16(b, 1)
	b = binary.BigEndian.AppendUint16(b, exifOrientationID)
	b = binary.BigEndian.AppendUint16(b, 3) // SHORT
	b = binary.BigEndian.AppendUint32(b, 1) // one value
	b = binary.BigEndian.AppendUint16(b, uint16(o))
	b = append(b, 0, 0)                        // padding of the value field
	return binary.BigEndian.AppendUint32(b, 0) // no next IFD
}

// exifHeader starts the APP1 segment that holds EXIF in a JPEG.
const exifHeader = "Exif\x00\x00"

// readOrientation returns the EXIF orientation of a JPEG (APP1 Exif) or PNG
// (eXIf chunk); other formats are displayed as stored.
func readOrientation(ext string, data []byte) orientation {
	switch ext {
	case ".jpg":
		o := orientNormal
		_ = walkJPEG(data, func(marker byte, seg []byte) {
			if marker == 0xE1 && bytes.HasPrefix(seg, []byte(exifHeader)) && o == orientNormal {
				o = tiffOrientation(seg[len(exifHeader):])
			}
		}, nil)
		return o
	case ".png":
		o := orientNormal
		_ = walkPNG(data, func(kind string, body []byte) {
			if kind == "eXIf" {
				o = tiffOrientation(body)
			}
		})
		return o
	}
	return orientNormal
}

// stripMetadata returns data without its metadata. o is the orientation
// read from data; when it is not orientNormal it is written back alone.
func stripMetadata(ext string, data []byte, o orientation) ([]byte, error) {
	switch ext {
	case ".jpg":
		return stripJPEG(data, o)
	case ".png":
		return stripPNG(data, o)
	case ".webp":
		return stripWebP(data)
	case ".gif":
		return stripGIF(data)
	}
	return data, nil
}

// JPEG markers.
const (
	jpegSOI = 0xD8
	jpegEOI = 0xD9
	jpegSOS = 0xDA
	jpegCOM = 0xFE
)

// walkJPEG calls segment with the marker and body of every marker segment
// of data in order, and entropy with the coded data after each SOS
// (markers included, so the caller can copy it). It stops at EOI; bytes
// after EOI are not part of the image. Like image/jpeg it skips stray
// bytes between segments.
func walkJPEG(data []byte, segment func(marker byte, body []byte), entropy func(ecs []byte)) error {
	if len(data) < 2 || data[0] != 0xFF || data[1] != jpegSOI {
		return errMetadata
	}
	i := 2
	for i < len(data) {
		if data[i] != 0xFF {
			i++ // not a marker: image/jpeg skips it too
			continue
		}
		for i < len(data) && data[i] == 0xFF {
			i++ // fill bytes
		}
		if i >= len(data) {
			break
		}
		m := data[i]
		i++
		switch {
		case m == jpegEOI:
			return nil
		case m == 0x00, m == 0x01, m >= 0xD0 && m <= 0xD7:
			continue // stuffed zero, TEM or RSTn: no body
		}
		if i+2 > len(data) {
			return errMetadata
		}
		n := int(binary.BigEndian.Uint16(data[i:]))
		if n < 2 || i+n > len(data) {
			return errMetadata
		}
		segment(m, data[i+2:i+n])
		i += n
		if m == jpegSOS {
			start := i
			for i < len(data) {
				// 0xFF starts a marker unless a stuffed zero or a restart
				// marker (which stays inside the coded data) follows.
				if data[i] == 0xFF && i+1 < len(data) && data[i+1] != 0x00 && (data[i+1] < 0xD0 || data[i+1] > 0xD7) {
					break
				}
				i++
			}
			if entropy != nil {
				entropy(data[start:i])
			}
		}
	}
	return nil // no EOI: the caller ends the file
}

// stripJPEG keeps the segments a decoder needs (tables, frame, scans,
// restart intervals), the colour information (APP2 ICC profile, APP14
// Adobe) and a JFIF APP0 without its thumbnail; it drops every other APPn
// segment (EXIF, XMP, IPTC, MPF, maker notes…), comments and anything
// after EOI.
func stripJPEG(data []byte, o orientation) ([]byte, error) {
	out := make([]byte, 0, len(data))
	out = append(out, 0xFF, jpegSOI)
	wroteExif := o == orientNormal
	putSegment := func(m byte, body []byte) {
		out = append(out, 0xFF, m)
		out = binary.BigEndian.AppendUint16(out, uint16(len(body)+2))
		out = append(out, body...)
	}
	putExif := func() {
		if !wroteExif {
			putSegment(0xE1, append([]byte(exifHeader), minimalTIFF(o)...))
			wroteExif = true
		}
	}
	err := walkJPEG(data, func(m byte, body []byte) {
		switch {
		case m == 0xE0:
			// JFIF tells decoders the colour space; its version, units
			// and density are 9 bytes, the thumbnail follows.
			if bytes.HasPrefix(body, []byte("JFIF\x00")) && len(body) >= 14 {
				jfif := append([]byte(nil), body[:14]...)
				jfif[12], jfif[13] = 0, 0 // no thumbnail
				putSegment(m, jfif)
			}
		case m == 0xE2 && bytes.HasPrefix(body, []byte("ICC_PROFILE\x00")),
			m == 0xEE && bytes.HasPrefix(body, []byte("Adobe")):
			putExif()
			putSegment(m, body)
		case m >= 0xE0 && m <= 0xEF, m == jpegCOM:
			// metadata: dropped
		default:
			putExif()
			putSegment(m, body)
		}
	}, func(ecs []byte) {
		out = append(out, ecs...)
	})
	if err != nil {
		return nil, err
	}
	return append(out, 0xFF, jpegEOI), nil
}

// pngSignature starts every PNG file.
const pngSignature = "\x89PNG\r\n\x1a\n"

// walkPNG calls chunk with the type and body of every chunk of data up to
// IEND.
func walkPNG(data []byte, chunk func(kind string, body []byte)) error {
	if !bytes.HasPrefix(data, []byte(pngSignature)) {
		return errMetadata
	}
	for i := len(pngSignature); ; {
		if i+12 > len(data) {
			return errMetadata
		}
		n := uint64(binary.BigEndian.Uint32(data[i:]))
		if n > uint64(len(data)-i-12) {
			return errMetadata
		}
		kind := string(data[i+4 : i+8])
		chunk(kind, data[i+8:i+8+int(n)])
		i += 12 + int(n)
		if kind == "IEND" {
			return nil
		}
	}
}

// pngMetadata are the chunks stripPNG drops: text, time and EXIF.
var pngMetadata = map[string]bool{"tEXt": true, "zTXt": true, "iTXt": true, "tIME": true, "eXIf": true}

// stripPNG drops the text, time and EXIF chunks and anything after IEND;
// the pixels, palette, transparency, colour (gAMA, cHRM, sRGB, iCCP) and
// animation chunks stay.
func stripPNG(data []byte, o orientation) ([]byte, error) {
	out := make([]byte, 0, len(data))
	out = append(out, pngSignature...)
	put := func(kind string, body []byte) {
		start := len(out)
		out = binary.BigEndian.AppendUint32(out, uint32(len(body)))
		out = append(out, kind...)
		out = append(out, body...)
		out = binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(out[start+4:]))
	}
	err := walkPNG(data, func(kind string, body []byte) {
		if pngMetadata[kind] {
			return
		}
		put(kind, body)
		if kind == "IHDR" && o != orientNormal {
			put("eXIf", minimalTIFF(o)) // before IDAT, as eXIf must be
		}
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// VP8X flags of the metadata chunks.
const (
	vp8xFlagEXIF = 1 << 3
	vp8xFlagXMP  = 1 << 2
)

// stripWebP drops the EXIF and XMP chunks of an extended WebP (a simple
// one has none) and clears their flags, and drops anything after the RIFF
// container. (WebP orientation is not applied by browsers, so none is
// kept.)
func stripWebP(data []byte) ([]byte, error) {
	if len(data) < 12 || !riffChunksFit(data) {
		return nil, errMetadata
	}
	end := 8 + int(binary.LittleEndian.Uint32(data[4:]))
	out := make([]byte, 0, end)
	out = append(out, data[:12]...)
	for off := 12; off+8 <= end; {
		n := int(binary.LittleEndian.Uint32(data[off+4:]))
		next := min(off+8+n+n&1, end)
		switch kind := string(data[off : off+4]); kind {
		case "EXIF", "XMP ":
		case "VP8X":
			start := len(out)
			out = append(out, data[off:next]...)
			if n >= 1 {
				out[start+8] &^= vp8xFlagEXIF | vp8xFlagXMP
			}
		default:
			out = append(out, data[off:next]...)
		}
		off = next
	}
	binary.LittleEndian.PutUint32(out[4:], uint32(len(out)-8))
	return out, nil
}

// gifKeptApplications are the application extensions stripGIF keeps:
// looping (Netscape, AnimExts) and the ICC profile.
var gifKeptApplications = []string{"NETSCAPE2.0", "ANIMEXTS1.0", "ICCRGBG1012"}

// stripGIF drops comment extensions and application extensions other than
// looping and colour (XMP lives in one), and anything after the trailer.
// image/gif decodes the first frame only, so the blocks after it are
// walked here for the first time: from the first one that is malformed,
// the stored file ends (with the frames before it).
func stripGIF(data []byte) ([]byte, error) {
	if len(data) < 13 {
		return nil, errMetadata
	}
	head := 13
	if data[10]&0x80 != 0 {
		head += 3 << (data[10]&7 + 1) // global colour table
	}
	if head > len(data) {
		return nil, errMetadata
	}
	out := make([]byte, 0, len(data))
	out = append(out, data[:head]...)
	// subBlocks returns the end of the sub-blocks starting at i.
	subBlocks := func(i int) (int, bool) {
		for i < len(data) {
			n := int(data[i])
			i++
			if n == 0 {
				return i, true
			}
			i += n
		}
		return 0, false
	}
	frames := 0
	for i := head; i < len(data); {
		var next int
		var ok, keep bool
		switch data[i] {
		case 0x3B: // trailer
			return append(out, 0x3B), nil
		case 0x21: // extension: label, then sub-blocks
			if i+2 > len(data) {
				break
			}
			next, ok = subBlocks(i + 2)
			switch data[i+1] {
			case 0xFE: // comment
			case 0xFF: // application: an 11-byte identifier first
				keep = false
				if i+3+11 <= len(data) && data[i+2] == 11 {
					for _, id := range gifKeptApplications {
						keep = keep || string(data[i+3:i+14]) == id
					}
				}
			default: // graphic control, plain text
				keep = true
			}
		case 0x2C: // image: descriptor, local colour table, LZW size, sub-blocks
			j := i + 10
			if j > len(data) {
				break
			}
			if data[i+9]&0x80 != 0 {
				j += 3 << (data[i+9]&7 + 1)
			}
			if j+1 > len(data) {
				break
			}
			next, ok = subBlocks(j + 1)
			keep = true
			if ok {
				frames++
			}
		}
		if !ok {
			break
		}
		if keep {
			out = append(out, data[i:next]...)
		}
		i = next
	}
	if frames == 0 {
		return nil, errMetadata
	}
	return append(out, 0x3B), nil
}
